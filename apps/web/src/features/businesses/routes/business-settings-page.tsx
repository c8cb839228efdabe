import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { MESSAGES, type BusinessTicketSettings } from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { PageHeader } from '../../../components/page-header';
import { useIdParam } from '../../../lib/use-id-param';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { customerOption } from '../../../lookups/use-customer-options';
import { inNaturalOrder } from '../../../lookups/natural-order';
import { useBusiness, useBusinessCustomers, useBusinessSettings, useSaveBusinessSettings } from '../api/businesses';
import { BusinessTabs } from '../components/business-tabs';
import { CustomerMultiChoice } from '../components/customer-multi-choice';

// spec §3 and CONTRACT: what each group of a business's ticket settings gives its customers.
const GROUPS = [
  { key: 'access', label: 'Access', helperText: "Can see all of the business's tickets in the customer app." },
  { key: 'emails', label: 'Emails', helperText: 'Receive an email for every ticket of the business.' },
  { key: 'notifications', label: 'Notifications', helperText: "Receive the notifications sent on the business's tickets." },
] as const;

function SettingsForm({ businessId, initial }: { businessId: number; initial: BusinessTicketSettings }) {
  const notify = useNotify();
  const customers = useBusinessCustomers(businessId);
  const save = useSaveBusinessSettings(businessId);
  const [values, setValues] = useState<BusinessTicketSettings>(initial);
  const [saved, setSaved] = useState<BusinessTicketSettings>(initial);
  const options = inNaturalOrder((customers.data ?? []).map(customerOption));

  // The lists as the server holds them, order aside: leaving with other choices asks first.
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
  const dirty = !(same(values.access, saved.access) && same(values.emails, saved.emails) && same(values.notifications, saved.notifications));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setSaved(await save.mutateAsync(values));
      notify.success(MESSAGES.saved);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  };

  return (
    <FormPaper onSubmit={onSubmit} maxWidth={720}>
      {customers.isPending && <LinearProgress aria-label="Loading customers" sx={{ mb: 2 }} />}
      {customers.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This business has no customers yet.
        </Alert>
      )}
      <Stack spacing={3}>
        {GROUPS.map((group) => (
          <CustomerMultiChoice
            key={group.key}
            id={`settings-${group.key}`}
            label={group.label}
            helperText={group.helperText}
            options={options}
            value={values[group.key]}
            onChange={(ids) => setValues((previous) => ({ ...previous, [group.key]: ids }))}
          />
        ))}
      </Stack>
      <FormActions backTo="/dashboard/business" submitLabel="Save" submitting={save.isPending} dirty={dirty} />
    </FormPaper>
  );
}

/** spec §2 business/{id}/settings: three choices of the business's customers: access, emails, notifications. */
export default function BusinessSettingsPage() {
  const id = useIdParam('businessId');
  const business = useBusiness(id);
  const settings = useBusinessSettings(id);
  const title = business.data ? `Ticket Settings of ${business.data.name}` : 'Ticket Settings';

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Business', to: '/dashboard/business' }]} />
      <BusinessTabs businessId={id} />
      {settings.isPending && <LinearProgress aria-label="Loading" />}
      {settings.isError && <Alert severity="error">{formatApiError(settings.error, 'field')}</Alert>}
      {settings.data && <SettingsForm businessId={id} initial={settings.data} />}
    </>
  );
}
