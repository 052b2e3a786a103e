/** /content-ai/contents/{contentId} (spec 03 "Content AI"): one content's page. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { ContentWorkspace } from './ContentWorkspace';

export function ContentDetailScreen({ contentId }: { contentId: string }) {
  const { t } = useTranslation('content-ai');
  return (
    <>
      <PageHeader
        title={t('detail.title')}
        breadcrumbs={[{ label: t('title') }, { label: t('list.title'), link: { to: '/content-ai/contents' } }]}
      />
      <ContentWorkspace contentId={contentId} />
    </>
  );
}
