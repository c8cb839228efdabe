import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Customer } from '@glassdesk/shared';
import { RecordLink } from '../../../components/record-link';
import { Field, FieldList } from '../../../components/record-fields';
import { formatDate } from '../../../lib/format-date';
import { useCanOpen } from '../../../lib/permissions';
import { fullName } from '../../../lib/full-name';
import { formatMoney } from '../../../lib/format-money';

/** The business a customer belongs to, linked to the first of its screens the user may open. */
function BusinessLink({ business }: { business: NonNullable<Customer['business']> }) {
  const canEdit = useCanOpen('business/:businessId');
  const canEmployees = useCanOpen('business/:businessId/customers');
  const to = canEdit ? `/dashboard/business/${business.id}` : canEmployees ? `/dashboard/business/${business.id}/customers` : null;
  return <RecordLink to={to}>{business.name}</RecordLink>;
}

/** spec §2 "Customer detail": every field, the email and number as links, the business linked, the image. */
export function CustomerDetails({ customer }: { customer: Customer }) {
  const name = fullName(customer);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 3, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'center', sm: 'flex-start' } }}>
      <Avatar
        src={customer.image ?? undefined}
        alt={customer.image ? `Photo of ${name}` : undefined}
        sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {`${customer.first_name[0] ?? ''}${customer.last_name[0] ?? ''}`.toUpperCase()}
      </Avatar>
      <FieldList sx={{ flexGrow: 1, width: '100%' }}>
        <Field label="Business Name">{customer.business_name ?? ''}</Field>
        <Field label="First Name">{customer.first_name}</Field>
        <Field label="Last Name">{customer.last_name}</Field>
        <Field label="Email">
          <Link href={`mailto:${customer.email}`}>{customer.email}</Link>
        </Field>
        <Field label="Number">
          <Link href={`tel:${customer.number}`}>{customer.number}</Link>
        </Field>
        <Field label="Assigned Business">{customer.business ? <BusinessLink business={customer.business} /> : 'None'}</Field>
        <Field label="Max Days Allowed">{customer.max_day_allowed}</Field>
        <Field label="Per Day Charge">{formatMoney(customer.per_day_charge)}</Field>
        <Field label="Created">{formatDate(customer.created_at)}</Field>
        <Field label="Verified">{customer.is_verified ? 'Yes' : 'No'}</Field>
        <Field label="Approved">{customer.is_approved ? 'Yes' : 'No'}</Field>
      </FieldList>
    </Paper>
  );
}
