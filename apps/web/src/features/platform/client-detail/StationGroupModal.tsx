/** Adds or changes a station group (name, latitude, longitude) in a modal. */
import { Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { stationGroupWriteSchema, type StationGroup } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { useSaveForm } from '../../../lib/use-save-form';
import { useSaveStationGroup, type StationGroupWrite } from '../platform-mutations';
import { zodResolver } from '../shared/form-validation';
import { reportSubmitFailure } from '../shared/server-errors';

interface StationGroupFormValues {
  name: string;
  latitude: number | string;
  longitude: number | string;
}

/** NumberInput answers '' when cleared: no coordinate. */
const coordinate = (value: number | string) => (value === '' ? null : Number(value));
const toInput = (values: StationGroupFormValues): StationGroupWrite => ({
  name: values.name,
  latitude: coordinate(values.latitude),
  longitude: coordinate(values.longitude),
});

interface StationGroupFormProps {
  clientId: string;
  /** The group being edited; none for a new one. */
  stationGroup: StationGroup | null;
  onClose: () => void;
}

function StationGroupForm({ clientId, stationGroup, onClose }: StationGroupFormProps) {
  const { t } = useTranslation('platform');
  const save = useSaveStationGroup(clientId);
  const form = useForm<StationGroupFormValues>({
    initialValues: {
      name: stationGroup?.name ?? '',
      latitude: stationGroup?.latitude ?? '',
      longitude: stationGroup?.longitude ?? '',
    },
    validate: zodResolver(stationGroupWriteSchema, toInput),
    validateInputOnBlur: true,
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) =>
      save.mutateAsync({ stationGroupId: stationGroup?.id, body: stationGroupWriteSchema.parse(toInput(values)) }),
    successMessage: t(stationGroup ? 'stationGroups.updated' : 'stationGroups.created'),
    onSaved: onClose,
    onError: (error) => reportSubmitFailure(form, error),
    disableSave: 'shownErrors',
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput {...form.getInputProps('name')} label={t('stationGroups.fields.name')} required data-autofocus />
        <Group grow align="flex-start">
          {/* No clamping: a mistyped coordinate is shown as an error, never silently moved to the edge. */}
          <NumberInput
            {...form.getInputProps('latitude')}
            label={t('stationGroups.fields.latitude')}
            min={-90}
            max={90}
            decimalScale={6}
            hideControls
            clampBehavior="none"
          />
          <NumberInput
            {...form.getInputProps('longitude')}
            label={t('stationGroups.fields.longitude')}
            min={-180}
            max={180}
            decimalScale={6}
            hideControls
            clampBehavior="none"
          />
        </Group>
        <FormActions {...state} onCancel={onClose} />
      </Stack>
    </form>
  );
}

export interface StationGroupModalProps {
  clientId: string;
  opened: boolean;
  stationGroup: StationGroup | null;
  onClose: () => void;
}

export function StationGroupModal({ clientId, opened, stationGroup, onClose }: StationGroupModalProps) {
  const { t } = useTranslation('platform');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(stationGroup ? 'stationGroups.editTitle' : 'stationGroups.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {/* Keyed so each opening starts from the group it edits. */}
      {opened && <StationGroupForm key={stationGroup?.id ?? 'new'} {...{ clientId, stationGroup, onClose }} />}
    </Modal>
  );
}
