/**
 * A client's name, slug, logo, WhatsApp alerts invite link and recording retention. On a new client the slug follows
 * the name until the operator edits it; a slug another client has shows on the slug field.
 */
import { useState } from 'react';
import { Avatar, Group, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  clientWriteSchema,
  DEFAULT_RETENTION_DAYS,
  slugify,
  type ClientWrite,
  type PlatformClient,
} from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { emptyToNull, zodResolver } from '../shared/form-validation';
import { reportSubmitFailure } from '../shared/server-errors';
import { useSaveForm } from '../../../lib/use-save-form';

interface ClientFormValues {
  name: string;
  slug: string;
  logoUrl: string;
  alertsInviteLink: string;
  retentionDays: number | string;
}

const toInput = (values: ClientFormValues): ClientWrite => ({
  name: values.name,
  slug: values.slug,
  logoUrl: emptyToNull(values.logoUrl),
  alertsInviteLink: emptyToNull(values.alertsInviteLink),
  retentionDays: Number(values.retentionDays),
});

export interface ClientFormProps {
  /** The client being edited; none for a new one. */
  client?: PlatformClient | undefined;
  save: (body: ClientWrite) => Promise<PlatformClient>;
  onSaved?: (client: PlatformClient) => void;
  onCancel: () => void;
}

export function ClientForm({ client, save, onSaved, onCancel }: ClientFormProps) {
  const { t } = useTranslation('platform');
  const [slugEdited, setSlugEdited] = useState(Boolean(client));
  const form = useForm<ClientFormValues>({
    initialValues: {
      name: client?.name ?? '',
      slug: client?.slug ?? '',
      logoUrl: client?.logoUrl ?? '',
      alertsInviteLink: client?.alertsInviteLink ?? '',
      retentionDays: client?.retentionDays ?? DEFAULT_RETENTION_DAYS,
    },
    validate: zodResolver(clientWriteSchema, toInput),
    validateInputOnChange: ['slug'],
    validateInputOnBlur: true,
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => save(clientWriteSchema.parse(toInput(values))),
    successMessage: t(client ? 'clients.updated' : 'clients.created'),
    onSaved,
    // The server's field errors land on their fields.
    onError: (error) => reportSubmitFailure(form, error),
    // Validated on blur: a new client's empty form may still try to save.
    disableSave: 'shownErrors',
  });

  const nameProps = form.getInputProps('name');
  const slugProps = form.getInputProps('slug');
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-label={t(client ? 'clients.editTitle' : 'clients.addTitle')}>
        <Stack>
          <TextInput
            {...nameProps}
            onChange={(event) => {
              const name = event.currentTarget.value;
              nameProps.onChange(event);
              if (!slugEdited) form.setFieldValue('slug', slugify(name));
            }}
            label={t('clients.fields.name')}
            required
          />
          <TextInput
            {...slugProps}
            onChange={(event) => {
              setSlugEdited(true);
              slugProps.onChange(event.currentTarget.value.toLowerCase());
            }}
            label={t('clients.fields.slug')}
            description={t('clients.fields.slugHelp')}
            required
            spellCheck={false}
            autoCapitalize="off"
          />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              {...form.getInputProps('logoUrl')}
              label={t('clients.fields.logoUrl')}
              placeholder="https://"
              type="url"
              style={{ flex: 1 }}
            />
            <Avatar src={form.values.logoUrl || null} alt={t('clients.logoPreview')} radius="sm" size="lg">
              {form.values.name.slice(0, 2).toUpperCase()}
            </Avatar>
          </Group>
          <TextInput
            {...form.getInputProps('alertsInviteLink')}
            label={t('clients.fields.alertsInviteLink')}
            description={t('clients.fields.alertsInviteLinkHelp')}
            placeholder="https://chat.whatsapp.com/"
            type="url"
          />
          <NumberInput
            {...form.getInputProps('retentionDays')}
            label={t('clients.fields.retentionDays')}
            description={t('clients.fields.retentionDaysHelp')}
            min={1}
            max={3650}
            allowDecimal={false}
            maw={240}
            required
          />
          <FormActions {...state} onCancel={onCancel} submitLabel={client ? undefined : t('clients.create')} />
        </Stack>
      </form>
    </Paper>
  );
}
