/**
 * The AOD link of the audit navigation (spec 03 "AOD": it needs the AOD feature flag and the
 * client-admin role; a superadmin counts as one). Nothing for anyone else.
 */
import { IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links';
import { useAodAccess } from './aod-access';

export function AodNavLink() {
  const { t } = useTranslation('aod');
  if (useAodAccess() !== 'open') return null;
  return (
    <ButtonLink to="/audit/aod/rules" variant="subtle" leftSection={<IconRobot size={16} />}>
      {t('nav')}
    </ButtonLink>
  );
}
