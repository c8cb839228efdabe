import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { CustomerApprovalSchema, MESSAGES } from '@glassdesk/shared';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useBusinessOptions } from '../../../lookups/use-business-options';
import { useSetApproval } from '../api/customers';
import { FormDialog } from './form-dialog';

/** The dialog's form: the business to link while approving (optional), checked by the approval's own schema. */
const ApproveFormSchema = CustomerApprovalSchema.pick({ business_id: true });
type ApproveForm = { business_id?: number | null };

type Props = {
  /** The customer to approve, who has no business yet; null: closed. */
  customer: { id: number; name: string } | null;
  onClose: () => void;
};

/**
 * Approving a customer that has no business: the business can be chosen in the same step (optional), and the dialog
 * says what approval without one means, so nobody is approved into a dead end unawares. 'User Approved' (spec §8).
 */
export function ApproveDialog({ customer, onClose }: Props) {
  const notify = useNotify();
  const approval = useSetApproval();
  const { control, handleSubmit, reset } = useForm<ApproveForm>({ resolver: zodResolver(ApproveFormSchema), defaultValues: { business_id: null } });
  const close = () => {
    reset({ business_id: null });
    onClose();
  };

  const onSubmit = async ({ business_id }: ApproveForm) => {
    if (!customer || approval.isPending) return;
    try {
      await approval.mutateAsync({ id: customer.id, is_approved: true, business_id: business_id ?? null });
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.userApproved);
    close();
  };

  return (
    <FormDialog
      open={customer !== null}
      title="Approve Customer"
      subtitle={customer?.name}
      submitLabel="Approve"
      busy={approval.isPending}
      onClose={close}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        This customer has no Business yet. Approved, they can sign in to the portal and follow their trolleys, but they can raise tickets only once they belong to a Business.
        Choose it now, or later with Update Business: the customer is emailed either way.
      </Typography>
      <FormAutocomplete control={control} name="business_id" label="Business (optional)" useOptions={useBusinessOptions} />
    </FormDialog>
  );
}
