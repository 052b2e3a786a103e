/**
 * The full station form of platform administration: what the station is, then its
 * featuresConfig section by section. It always sends the whole featuresConfig, so a saved
 * station never depends on defaults filled in elsewhere.
 */
import { useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stationWriteSchema, type PlatformStation, type StationGroup, type StationWrite } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { useSaveForm } from '../../../lib/use-save-form';
import { zodResolver } from '../shared/form-validation';
import { reportSubmitFailure } from '../shared/server-errors';
import { FeaturesConfigSections, sectionsWithErrors } from './features-config/FeaturesConfigSections';
import { StationBasicsFields } from './StationBasicsFields';
import { StationFormProvider, useStationForm } from './station-form-context';
import { stationFormRules } from './station-form-rules';
import { newStationValues, stationToValues, toStationInput, type StationFormValues } from './station-form-values';
import { useDropStaleErrors } from './use-drop-stale-errors';

const contractErrors = zodResolver(stationWriteSchema, toStationInput);
// The form's own rules last: where both speak (the source), its translated message is shown.
const validate = (values: StationFormValues) => ({ ...contractErrors(values), ...stationFormRules(values) });

export interface StationFormProps {
  /** The station being edited; none for a new one. */
  station?: PlatformStation | undefined;
  stationGroups: readonly StationGroup[];
  save: (body: StationWrite) => Promise<PlatformStation>;
  onSaved?: (station: PlatformStation) => void;
  onCancel: () => void;
}

export function StationForm({ station, stationGroups, save, onSaved, onCancel }: StationFormProps) {
  const { t } = useTranslation('platform');
  const [slugEdited, setSlugEdited] = useState(Boolean(station));
  const [openSections, setOpenSections] = useState<string[]>([]);
  const form = useStationForm({
    initialValues: station ? stationToValues(station) : newStationValues(),
    validate,
    validateInputOnBlur: true,
    validateInputOnChange: ['slug', 'streamUrl'],
  });
  const serverErrorPaths = useDropStaleErrors(form, validate);

  const { submit, state } = useSaveForm(form, {
    save: (values) => {
      serverErrorPaths.clear();
      return save(stationWriteSchema.parse(toStationInput(values)));
    },
    successMessage: t(station ? 'stations.updated' : 'stations.created'),
    onSaved,
    onError: (error) => reportSubmitFailure(form, error).forEach((path) => serverErrorPaths.add(path)),
    // A field with an error may sit in a closed section: open it.
    onInvalid: (errors) => setOpenSections((open) => Array.from(new Set([...open, ...sectionsWithErrors(errors)]))),
    disableSave: 'shownErrors',
  });

  return (
    <StationFormProvider form={form}>
      <form onSubmit={submit} noValidate aria-label={t(station ? 'stations.editTitle' : 'stations.addTitle')}>
        <Stack gap="lg" maw={1080}>
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <Title order={2} size="h4">
                {t('stations.basicsTitle')}
              </Title>
              <StationBasicsFields
                stationGroups={stationGroups}
                slugFollowsName={!slugEdited}
                onSlugEdited={() => setSlugEdited(true)}
              />
            </Stack>
          </Paper>
          <FeaturesConfigSections open={openSections} onOpenChange={setOpenSections} />
          <FormActions {...state} onCancel={onCancel} submitLabel={station ? undefined : t('stations.create')} />
        </Stack>
      </form>
    </StationFormProvider>
  );
}
