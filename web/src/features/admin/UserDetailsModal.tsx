import { Alert, Anchor, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { ACCESS_LEVELS } from '@fiz/core/access';
import { UpdateUserBodySchema, USER_NAME_MAX, type AdminUser, type UpdateUserBody } from '@fiz/core/admin';
import { formatDayMonthYear } from '@fiz/core/calendar';
import { refusalMessage } from '../../lib/api';
import { useUpdateUser } from './admin.mutations';
import { DayInput, UNFINISHED_DAY, unfinishedDay } from './DayInput';
import { accessLevelOf, isLapsedMember, START_PAID_YEAR, stillExpiredNotice } from './userListing';
import { BusyButton } from '../../components/ui/BusyButton';

interface UserDetailsFormProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * The days as the Admin left them are sent only when changed, and only the one the chosen status shows: an
 * untouched day must not undo the year a change to Member gives, nor a day typed and then hidden by another
 * status be saved unseen.
 */
function withChangedDays(values: UpdateUserBody, user: AdminUser): UpdateUserBody {
  const { user_free_expiry_date: trialEnds, user_end_paid_date: paidUntil, ...details } = values;
  const { user_access: access } = details;
  const trialChanged = access === 'Free' && trialEnds !== (user.user_free_expiry_date ?? '');
  const paidChanged = access === 'Member' && paidUntil !== (user.user_end_paid_date ?? '');
  return {
    ...details,
    ...(trialChanged && { user_free_expiry_date: trialEnds }),
    ...(paidChanged && { user_end_paid_date: paidUntil }),
  };
}

type DayField = 'user_free_expiry_date' | 'user_end_paid_date';

function DayFormField({ control, name, label }: { control: Control<UpdateUserBody>; name: DayField; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DayInput
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The same checks the server makes; a refusal it still gives (a taken email) is shown and what was typed stays. */
function UserDetailsForm({ user, onClose }: UserDetailsFormProps) {
  const update = useUpdateUser();
  const form = useForm<UpdateUserBody>({
    // What is checked is what is sent: the days the chosen status shows, and only those changed.
    resolver: (values, context, options) =>
      zodResolver(UpdateUserBodySchema)(withChangedDays(values, user), context, options),
    defaultValues: {
      user_name: user.user_name,
      user_email: user.user_email,
      user_access: accessLevelOf(user.user_access),
      user_free_expiry_date: user.user_free_expiry_date ?? '',
      user_end_paid_date: user.user_end_paid_date ?? '',
    },
  });
  const { errors } = form.formState;
  const access = useWatch({ control: form.control, name: 'user_access' });
  // A save that leaves the cook Expired keeps the form open, saying why, rather than closing as if it renewed them.
  const [notice, setNotice] = useState<string | null>(null);
  // Each Save starts afresh: a refusal of the last one (a taken email) is not shown beside what this one says.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    update.reset();
    setNotice(null);
    const unfinished = unfinishedDay(event.currentTarget);
    if (unfinished) {
      event.preventDefault();
      form.setError(unfinished.dataset.dayInput as DayField, { message: UNFINISHED_DAY });
      unfinished.focus();
      return;
    }
    void save(event);
  };
  const save = form.handleSubmit((values) =>
    update.mutate(
      { userId: user.user_id, body: values },
      {
        onSuccess: (saved) => {
          const stillExpired = stillExpiredNotice(saved);
          if (stillExpired) setNotice(stillExpired);
          else onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="First Name"
          required
          maxLength={USER_NAME_MAX}
          data-autofocus
          error={errors.user_name?.message}
          {...form.register('user_name')}
        />
        <TextInput
          label="Email"
          type="email"
          required
          error={errors.user_email?.message}
          {...form.register('user_email')}
        />
        {user.status === 'Expired' && (
          <Text size="sm">
            {user.user_name} is Expired today:{' '}
            {isLapsedMember(user)
              ? `their paid year ended on ${formatDayMonthYear(user.user_end_paid_date)}.`
              : `their free trial ended on ${formatDayMonthYear(user.user_free_expiry_date)}.`}
          </Text>
        )}
        <NativeSelect
          label="Status"
          data={ACCESS_LEVELS}
          error={errors.user_access?.message}
          {...form.register('user_access')}
        />
        {access === 'Member' && accessLevelOf(user.user_access) !== 'Member' && (
          <Text size="sm">As a Member, {user.user_name} gets a paid year from today, unless you set Paid until.</Text>
        )}
        {access === 'Free' && (
          <DayFormField control={form.control} name="user_free_expiry_date" label="Free trial ends" />
        )}
        {access === 'Member' && <DayFormField control={form.control} name="user_end_paid_date" label="Paid until" />}
        {isLapsedMember(user) && access === 'Member' && (
          <Checkbox label={START_PAID_YEAR} {...form.register('start_paid_year')} />
        )}
        {notice && !update.isPending && (
          <Alert color="orange" role="status">
            {notice}
          </Alert>
        )}
        {update.isError && (
          <Alert color="red" role="alert">
            {refusalMessage(update.error, 'The changes could not be saved. Please try again.')}
          </Alert>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to={`/recipelist/${user.user_id}`} fz="sm">
            {`Recipe List of ${user.user_name}`}
          </Anchor>
          <Group>
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={update.isPending}>
              Save
            </BusyButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

interface UserDetailsModalProps {
  opened: boolean;
  /** Kept while the modal closes, so the form does not empty as it fades out. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Spec 2.3 and 4.1: the Admin edits a cook's name, email and status. Each opening starts from the cook's row. */
export function UserDetailsModal({ opened, user, onClose }: UserDetailsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="User Details" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {user && <UserDetailsForm user={user} onClose={onClose} />}
    </Modal>
  );
}
