/**
 * The form of a station's list with a default item (spec 02 section 5: audiogram templates,
 * description footers): each item in its box with its name, its default checkbox and its remove
 * button above its own fields, the list's default rule said under the list, Add, and Save that
 * sends the whole list. A list gives its values, rules and fields; the form does the rest.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, type FragmentsConfig, type FragmentsConfigUpdate } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { FormActions } from '../../components/FormActions';
import type { ConfigError, ConfigErrors } from './config-errors';
import { fragmentsConfigQueryOptions, updateFragmentsConfig } from './fragments-config.api';
import { StationConfigState, type ConfigFormProps } from './StationConfigState';
import { useConfigSave } from './use-config-save';
import { useErrorText } from './use-error-text';

export interface DefaultListItem {
  /** Tells rows apart while their names are typed (newRowKey). */
  key: string;
  name: string;
  default: boolean;
}

export type ListValues<F extends string, I extends DefaultListItem> = Record<F, I[]>;

export interface DefaultList<F extends string, I extends DefaultListItem> {
  /** The values' field that holds the list. */
  field: F;
  /**
   * The `fragments-config` group of the list's texts: formLabel, help, none, add, name,
   * default, defaultOf, remove and unnamed.
   */
  texts: 'audiogram' | 'footers';
  toValues: (config: FragmentsConfig) => ListValues<F, I>;
  toUpdate: (values: ListValues<F, I>) => FragmentsConfigUpdate;
  /** The rules' errors by field path (the list's default rule at `field`). */
  errors: (values: ListValues<F, I>) => ConfigErrors;
  /** What the list's default rule says of the values, if it is broken. */
  defaultError: (values: ListValues<F, I>) => ConfigError | null;
  newItem: (items: readonly I[]) => I;
  /** The list after an item's default checkbox changed; only that item's default unless given. */
  withDefault?: (items: readonly I[], key: string, checked: boolean) => I[];
  /** The list left after `removed` went, where a removal moves the default. */
  afterRemove?: (removed: I, left: readonly I[]) => I[];
  /** The item's own fields, under its name and default. */
  fields: (form: UseFormReturnType<ListValues<F, I>>, index: number) => ReactNode;
}

const onlyThisDefault = <I extends DefaultListItem>(items: readonly I[], key: string, checked: boolean) =>
  items.map((item) => (item.key === key ? { ...item, default: checked } : item));

export function DefaultListForm<F extends string, I extends DefaultListItem>({
  list,
  station,
  onCancel,
}: ConfigFormProps & { list: DefaultList<F, I> }) {
  const { api } = useAppServices();
  const query = useQuery(fragmentsConfigQueryOptions(api, station.id));
  return (
    <StationConfigState query={query}>
      {(config) => <ListForm list={list} config={config} station={station} onCancel={onCancel} />}
    </StationConfigState>
  );
}

function ListForm<F extends string, I extends DefaultListItem>({
  list,
  config,
  station,
  onCancel,
}: ConfigFormProps & { list: DefaultList<F, I>; config: FragmentsConfig }) {
  const { t } = useTranslation('fragments-config');
  const { api } = useAppServices();
  const errorText = useErrorText();
  const form = useForm<ListValues<F, I>>({
    initialValues: list.toValues(config),
    validateInputOnBlur: true,
    validate: (values) => errorText(list.errors(values)),
  });
  const { submit, state } = useConfigSave(form, {
    stationName: station.name,
    save: (values) => updateFragmentsConfig(api, station.id, list.toUpdate(values)),
    savedValues: list.toValues,
    queryKey: fragmentsConfigQueryOptions(api, station.id).queryKey,
  });
  const items = form.getValues()[list.field];
  const defaults = list.defaultError(form.getValues());
  const text = (key: string, values: Record<string, unknown> = {}) => t(`${list.texts}.${key}`, values);
  // Read at the event: the list may have changed since this render. (`as never` here and in Add:
  // Mantine's path types cannot follow a field name that is a type parameter.)
  const setItems = (next: (current: readonly I[]) => I[]) =>
    form.setFieldValue(list.field, next(form.getValues()[list.field]) as never);

  return (
    <form onSubmit={submit} aria-label={text('formLabel', { station: station.name })} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text('help')}
        </Text>
        {items.length === 0 && <Text size="sm">{text('none')}</Text>}
        {items.map((item, index) => {
          const name = item.name.trim() || text('unnamed', { number: index + 1 });
          return (
            <Paper key={item.key} withBorder p="sm" radius="sm">
              <Stack gap="sm">
                <Group align="flex-start" wrap="nowrap">
                  <TextInput
                    label={text('name')}
                    maxLength={TEXT_MAX.name}
                    withAsterisk
                    style={{ flex: 1 }}
                    {...form.getInputProps(`${list.field}.${index}.name`)}
                  />
                  <Checkbox
                    checked={item.default}
                    onChange={(event) => {
                      const { checked } = event.currentTarget;
                      setItems((current) => (list.withDefault ?? onlyThisDefault)(current, item.key, checked));
                    }}
                    label={text('default')}
                    aria-label={text('defaultOf', { name })}
                    mt={32}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={24}
                    aria-label={text('remove', { name })}
                    onClick={() => {
                      // A list removal: the errors of the rows below move up with them.
                      form.removeListItem(list.field, index);
                      const { afterRemove } = list;
                      if (afterRemove) setItems((left) => afterRemove(item, left));
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {list.fields(form, index)}
              </Stack>
            </Paper>
          );
        })}
        {defaults && (
          <Text size="sm" c="red" role="alert">
            {t(`errors.${defaults}`)}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem(list.field, list.newItem(items) as never)}
          >
            {text('add')}
          </Button>
        </Group>
      </Stack>
      <FormActions {...state} hasErrors={state.hasErrors || Boolean(defaults)} onCancel={onCancel} />
    </form>
  );
}
