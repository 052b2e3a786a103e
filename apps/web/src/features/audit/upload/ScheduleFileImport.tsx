/**
 * A schedule file entry of /audit/s/{slug}/upload (spec 03 sections 4, 5 and 8): choose an ASC,
 * PLK or PNT CSV file, see it validated as a preview (the rows, and the bad ones by line and
 * reason), 'Procesar' to import it, then '{n} items creados' or the error; a new file starts over.
 */
import { Alert, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MAX_SCHEDULE_FILE_BYTES, SCHEDULE_FILE_EXTENSIONS, type Station } from '@antena/contract';
import { AnchorLink } from '../../../components/links';
import { canEditAuditConfig } from '../../audit-config/audit-config-form';
import { useCurrentUser } from '../../auth/use-current-user';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { errorText, isApiError } from '../../../lib/api-error';
import { ScheduleImportPreview } from './ScheduleImportPreview';
import type { ScheduleUploadEntry } from './upload-entries';
import { canImport, useScheduleImport, type SchedulePreview } from './use-schedule-import';

const ACCEPT = SCHEDULE_FILE_EXTENSIONS.join(',');

/**
 * A failure in the user's language; a refused file also carries the server's reason (a missing
 * column, too many rows), the one thing that tells the user what to fix in it, and a file too
 * large says how large one may be.
 */
function failureText(error: unknown, t: TFunction) {
  if (isApiError(error) && error.status === 413)
    return t('import.tooLarge', { mb: Math.round(MAX_SCHEDULE_FILE_BYTES / (1024 * 1024)) });
  const text = errorText(error, t);
  return isApiError(error) && error.code === 'ERR_VALIDATION' ? `${text} ${error.message}` : text;
}

function PreviewSummary({ preview }: { preview: SchedulePreview }) {
  const { t } = useTranslation('audit-reports');
  const { rows, errors } = preview;
  let note: string | null = null;
  if (errors.length > 0) note = preview.kind === 'pnt' ? t('import.pntErrorsBlock') : t('import.errorsSkipped');
  return (
    <Stack gap={2}>
      <Text size="sm">{t('import.summary', { rows: rows.length, errors: errors.length })}</Text>
      {note && (
        <Text size="sm" c={preview.kind === 'pnt' ? 'red' : 'orange'}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

export function ScheduleFileImport({ entry, station }: { entry: ScheduleUploadEntry; station: Station }) {
  // Another station or entry is another import: a file checked for one never goes to the next.
  return <StationScheduleImport key={`${station.id}-${entry}`} entry={entry} station={station} />;
}

function StationScheduleImport({ entry, station }: { entry: ScheduleUploadEntry; station: Station }) {
  const { t } = useTranslation('audit-reports');
  const user = useCurrentUser();
  const { state, choose, retry, runImport, reset } = useScheduleImport(entry, station.id);
  const importing = state.step === 'preview' && state.importing;
  const startOver = (
    <Button variant="default" onClick={reset} disabled={importing}>
      {t('import.newFile')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{t(`import.entries.${entry}`)}</Text>
        <Text size="sm" c="dimmed">
          {t(`import.help.${entry === 'pnt-schedules-csv' ? 'pnt' : 'ad'}`, { zone: station.timezone })}
        </Text>
        {entry !== 'pnt-schedules-csv' && canEditAuditConfig(user) && (
          <AnchorLink to="/audit/config" size="sm">
            {t('import.configLink')}
          </AnchorLink>
        )}
      </Stack>

      {state.step === 'choose' && (
        <Paper withBorder p="lg" style={{ borderStyle: 'dashed' }}>
          <Group justify="center" gap="sm">
            <IconFileImport size={20} aria-hidden />
            <Text size="sm">{t('import.choose', { extensions: SCHEDULE_FILE_EXTENSIONS.join(', ') })}</Text>
            <FileButton
              accept={ACCEPT}
              onChange={(file) => void choose(file)}
              inputProps={{ 'aria-label': t('import.inputLabel') }}
            >
              {(props) => (
                <Button {...props} variant="light" size="xs">
                  {t('import.chooseButton')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Paper>
      )}

      {state.step === 'validating' && <LoadingState label={t('import.validatingFile', { file: state.file.name })} />}

      {state.step === 'validateFailed' && (
        <ErrorState
          title={t('import.validateFailed')}
          message={failureText(state.error, t)}
          onRetry={retry}
          retryLabel={t('import.tryAgain')}
        >
          <Button size="xs" variant="subtle" onClick={reset}>
            {t('import.otherFile')}
          </Button>
        </ErrorState>
      )}

      {(state.step === 'preview' || state.step === 'imported') && (
        <>
          <Text size="sm">{t('import.file', { file: state.file.name })}</Text>
          <div role="status" aria-live="polite">
            {state.step === 'imported' && (
              <Alert color="green" title={t('import.created', { count: state.result.created })}>
                {state.result.existing > 0 && t('import.existing', { count: state.result.existing })}
              </Alert>
            )}
          </div>
          {state.step === 'preview' && state.importError !== null && (
            <Alert color="red" role="alert" title={t('import.importFailed')}>
              {failureText(state.importError, t)}
            </Alert>
          )}
          <PreviewSummary preview={state.preview} />
          <Group justify="flex-end">
            {startOver}
            {state.step === 'preview' && (
              <Button
                onClick={() => void runImport()}
                loading={state.importing}
                disabled={!canImport(state.preview)}
                leftSection={<IconFileImport size={16} />}
              >
                {t('import.process')}
              </Button>
            )}
          </Group>
          <ScheduleImportPreview preview={state.preview} timeZone={station.timezone} />
        </>
      )}
    </Stack>
  );
}
