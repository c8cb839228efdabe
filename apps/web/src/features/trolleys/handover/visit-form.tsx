import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import DeleteIcon from '@mui/icons-material/Delete';
import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { HANDOVER_MAX_TROLLEYS, trolleyBarsField, type Handover, type HandoverKind, type PlantOption, type Trolley } from '@glassdesk/shared';
import { FormAutocomplete, type EntityOption, type OptionsResult } from '../../../components/form/form-autocomplete';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { PhotosField } from '../../../components/photo-picker/photos-field';
import { api } from '../../../lib/api-client';
import { fullName } from '../../../lib/full-name';
import { useUser } from '../../../lib/session';
import { newIdempotencyKey } from '../../../portal/lib/drafts';
import { useDeliveryCustomerOptions } from '../api/trolleys';
import { customerOption } from '../../../lookups/use-customer-options';
import { personName } from '../components/format';
import { TrolleyStatusChip } from '../components/trolley-status-chip';
import { whereabouts } from './move-messages';
import { bookCustomers, bookHeldBy, isOffline, noteMoved } from './offline-book';
import { handoverOffer } from './offer';
import type { QueuedHandover, QueuedTrolley } from './queue';
import { HappenedAtFields } from './happened-at';
import { SignatureField } from './signature-field';
import { checkWhen, momentOf } from './when';
import { positionText, usePosition } from './use-position';
import type { useHandoverQueue } from './use-handover-queue';

export const VISIT_LABELS: Record<HandoverKind, string> = { delivery: 'Deliver to Customer', pickup: 'Pick Up' };
/** Why nobody signed, as the receipt says it (CONTRACT: recorded without a signature only with a stated reason). */
export const UNSIGNED_REASONS = ['Customer not present', 'Refused to sign'] as const;
export const PROOF_MESSAGES = {
  sign: 'Ask the receiver to sign, or choose why there is no signature.',
  signer: 'Signed By is required.',
} as const;

/** What the visit came to: sent and recorded by the server, or kept on the phone until the network is back. */
export type VisitResult = { kind: HandoverKind; sent: Handover } | { kind: HandoverKind; queued: QueuedHandover };

/** The page's way into the visit: a scanned or typed uid adds a trolley to it instead of starting over. */
export type VisitHandle = { add: (uid: string) => Promise<void> };

type Values = {
  customer_id: number | null;
  note: string;
  images: string[];
  at_day: string;
  at_time: string;
  signed_by: string;
  unsigned_reason: string;
};

const ValuesSchema = z.custom<Values>().superRefine((v, ctx) => {
  checkWhen(v, ctx);
  if (v.signed_by.trim().length > 100) ctx.addIssue({ code: 'custom', path: ['signed_by'], message: 'Signed By must be at most 100 characters.' });
  if (v.note.length > 500) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Note must be at most 500 characters.' });
});

/** A customer option reads "Erin Walker (erin@example.com)": the queue's line names the customer only. */
const withoutEmail = (label: string) => label.replace(/ \([^()]*@[^()]*\)$/, '');

type Row = { trolley: Trolley; bars: string; error: string | null };

/** Why a trolley cannot join this visit, or null when it fits (the server checks the same again). */
export function misfit(kind: HandoverKind, trolley: Trolley, rows: readonly Row[], plants: readonly PlantOption[]): string | null {
  if (rows.some((r) => r.trolley.id === trolley.id)) return `${trolley.uid} is already in this hand-over.`;
  if (rows.length >= HANDOVER_MAX_TROLLEYS) return `At most ${HANDOVER_MAX_TROLLEYS} Trolleys in one hand-over.`;
  const offer = handoverOffer(trolley, plants);
  if (!offer.steps.includes(kind)) return `${trolley.uid} does not fit this ${kind === 'delivery' ? 'delivery' : 'pickup'}: ${whereabouts(trolley)}.`;
  const holder = rows[0]?.trolley.customer;
  if (kind === 'pickup' && holder && trolley.customer?.id !== holder.id) return `${trolley.uid} is held by ${personName(trolley.customer)}, not ${personName(holder)}.`;
  return null;
}

/** The approved customers: the server's while online, the phone's book without a network. */
function useVisitCustomerOptions(search: string): OptionsResult {
  const online = useDeliveryCustomerOptions(search);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const kept = useQuery({ queryKey: ['handover-book', 'customers', search], queryFn: () => bookCustomers(search), enabled: offline, staleTime: 0, networkMode: 'always' });
  if (!offline) return online;
  return { options: (kept.data ?? []).map(customerOption), loading: kept.isFetching };
}

/** The trolleys the pickup's customer holds: the server's list, or the phone's book offline. */
function useHeld(customerId: number | null) {
  return useQuery({
    queryKey: ['trolleys', 'handover-held', customerId],
    queryFn: async ({ signal }) => {
      try {
        return (await api.get('/trolleys/customers', { query: { customer_id: customerId!, start: 0, limit: HANDOVER_MAX_TROLLEYS, sort_by: 'uid', order: 'asc' }, signal })).list;
      } catch (error) {
        if (isOffline(error)) return bookHeldBy(customerId!);
        throw error;
      }
    },
    enabled: customerId !== null,
    networkMode: 'always',
  });
}

type Props = {
  kind: HandoverKind;
  /** The trolley the visit starts with (the one found on the screen). */
  first: Trolley;
  plants: readonly PlantOption[];
  /** Finds a trolley by uid (online, or in the phone's book). */
  lookup: (uid: string) => Promise<Trolley>;
  queue: ReturnType<typeof useHandoverQueue>;
  /** A refused hand-over from the queue, opened to edit: its trolleys, customer and proof fill the form. */
  editing?: QueuedHandover | null;
  onRecorded: (result: VisitResult) => void;
  ref?: Ref<VisitHandle>;
};

/**
 * One visit: several trolleys to (or from) one customer with one signature (CONTRACT POST /handovers, all or
 * nothing). Trolleys join by a scan or a typed uid on the page (each checked against the visit before anyone signs)
 * or, for a pickup, by ticking what the customer holds. The proof: the receiver's name and signature, or a stated
 * reason for none; the phone's place when it gives one within a few seconds (never waited for).
 *
 * Every visit goes through the phone's queue: put there first, then sent. Without a network it waits there and
 * the page says so; a refusal the server gives at once comes back here, with the form as it was, to correct.
 */
export function VisitForm({ kind, first, plants, lookup, queue, editing = null, onRecorded, ref }: Props) {
  const userId = useUser()?.id ?? 0;
  const [rows, setRows] = useState<Row[]>(() =>
    editing ? editing.trolleys.map((t) => ({ trolley: t.trolley, bars: String(t.no_of_bars), error: null })) : [{ trolley: first, bars: '', error: null }],
  );
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const [signature, setSignature] = useState<Blob | null>(editing?.signature ?? null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(editing?.last_error ?? null);
  const [customer, setCustomer] = useState<EntityOption | null>(kind === 'delivery' && editing?.customer ? editing.customer : null);
  const position = usePosition();
  // Editing a refused visit: the receiver signed at the visit, and is not there to sign again.
  const keptSignature = !!editing && (editing.signature !== null || editing.signature_url !== null) && signature === (editing.signature ?? null);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(ValuesSchema),
    defaultValues: {
      customer_id: kind === 'delivery' ? (editing?.customer?.id ?? null) : null,
      note: editing?.note ?? '',
      images: editing?.images ?? [],
      at_day: '',
      at_time: '',
      signed_by: editing?.signed_by ?? '',
      unsigned_reason: editing?.unsigned_reason ?? '',
    },
  });
  const reason = useWatch({ control, name: 'unsigned_reason' });
  const [photosBusy, setPhotosBusy] = useState(false);
  const onPhotosBusy = useCallback((busy: boolean) => setPhotosBusy(busy), []);
  const holder = kind === 'pickup' ? (rows[0]?.trolley.customer ?? null) : null;
  const held = useHeld(holder?.id ?? null);
  // The rows as last rendered, for a scan that lands between renders (add runs from the page's scanner too).
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  const add = useCallback(
    async (uid: string) => {
      const code = uid.trim();
      if (!code) return;
      setAddError(null);
      let trolley: Trolley;
      try {
        trolley = await lookup(code);
      } catch {
        setAddError(`No trolley has the UID ${code}${navigator.onLine ? '' : ' on this phone'}.`);
        return;
      }
      const why = misfit(kind, trolley, rowsRef.current, plants);
      if (why) {
        setAddError(why);
        return;
      }
      setRows((list) => (list.some((r) => r.trolley.id === trolley.id) ? list : [...list, { trolley, bars: '', error: null }]));
      setAdding('');
    },
    [kind, lookup, plants],
  );
  useImperativeHandle(ref, () => ({ add }), [add]);

  const tick = (trolley: Trolley, on: boolean) => {
    setAddError(null);
    if (!on) setRows((list) => (list.length > 1 ? list.filter((r) => r.trolley.id !== trolley.id) : list));
    else {
      const why = misfit(kind, trolley, rows, plants);
      if (why) setAddError(why);
      else setRows((list) => [...list, { trolley, bars: '', error: null }]);
    }
  };

  const save = async (values: Values) => {
    if (photosBusy) return;
    setRefusal(null);
    // Everything missing is said at once, each where it belongs: the customer, each trolley's bars (0-1000; empty
    // is 0), the signer and the signature (or a reason for none).
    const checked = rows.map((r) => {
      const parsed = trolleyBarsField.safeParse(r.bars.trim() === '' ? 0 : r.bars);
      return { ...r, error: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'No of Bars must be a whole number.'), value: parsed.success ? parsed.data : 0 };
    });
    const unsigned = values.unsigned_reason !== '';
    const needSignature = !unsigned && !signature && !keptSignature;
    const needSigner = !unsigned && values.signed_by.trim() === '';
    const needCustomer = kind === 'delivery' && values.customer_id === null;
    setRows(checked.map(({ value: _v, ...r }) => r));
    setSignatureError(needSignature ? PROOF_MESSAGES.sign : null);
    if (needSigner) setError('signed_by', { message: PROOF_MESSAGES.signer });
    if (needCustomer) setError('customer_id', { message: 'Customer is required.' });
    if (checked.some((r) => r.error) || needSignature || needSigner || needCustomer) return;

    const trolleys: QueuedTrolley[] = checked.map((r) => ({ id: r.trolley.id, uid: r.trolley.uid, name: r.trolley.name, no_of_bars: r.value, trolley: r.trolley }));
    const item = {
      client_id: newIdempotencyKey(),
      user_id: userId,
      kind,
      customer: kind === 'delivery' ? { id: values.customer_id!, name: withoutEmail(customer?.name ?? '') } : holder ? { id: holder.id, name: fullName(holder) } : null,
      trolleys,
      note: values.note.trim() === '' ? null : values.note,
      images: values.images,
      signed_by: values.signed_by.trim() === '' ? null : values.signed_by.trim(),
      unsigned_reason: unsigned ? values.unsigned_reason : null,
      signature: unsigned ? null : signature,
      // An edited visit keeps the signature drawn at the visit (already uploaded, or still on the phone).
      signature_url: unsigned || signature !== (editing?.signature ?? null) ? null : (editing?.signature_url ?? null),
      // An edited visit keeps where and when it happened; a new one is here and now.
      location: editing ? editing.location : position.state === 'known' ? position.location : null,
      // When it happened: the time typed for an earlier hand-over, else now on the phone's clock.
      at: momentOf(values.at_day, values.at_time) ?? editing?.at ?? new Date().toISOString(),
    };
    await queue.queue.add(item);
    if (editing) await queue.queue.discard(editing.client_id);
    const result = navigator.onLine ? await queue.flush() : null;
    const sent = result?.sent.get(item.client_id) as Handover | undefined;
    const refused = result?.failed.get(item.client_id);
    if (sent) onRecorded({ kind, sent });
    else if (refused) {
      // Refused while the driver is still here: the form, as it was, says why; nothing is left in the queue.
      await queue.queue.discard(item.client_id);
      setRefusal(refused);
    } else {
      // Kept on the phone: its book moves the trolleys too, so a second visit offline does not take them again.
      const [first, ...rest] = item.customer?.name.split(' ') ?? [];
      const who = kind === 'delivery' && item.customer ? { id: item.customer.id, first_name: first ?? '', last_name: rest.join(' ') } : null;
      await noteMoved(
        trolleys.map((t) => t.trolley),
        kind,
        who,
        item.at,
      ).catch(() => undefined);
      onRecorded({ kind, queued: { ...item, queued_at: new Date().toISOString(), status: 'queued', last_error: null } });
    }
  };
  const guard = useSubmitGuard(handleSubmit(save));
  const big = { '& .MuiInputBase-root': { minHeight: 56 } };
  // The first trolley is always in the visit; the others the customer holds can be ticked in or out.
  const firstId = rows[0]?.trolley.id;
  const heldOthers = useMemo(() => (held.data ?? []).filter((t) => t.id !== firstId), [held.data, firstId]);

  return (
    <Paper component="form" noValidate onSubmit={guard.onSubmit} aria-label={VISIT_LABELS[kind]} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {VISIT_LABELS[kind]}
        {holder ? ` from ${personName(holder)}` : ''}
      </Typography>
      <Stack spacing={2.5}>
        {kind === 'delivery' && (
          <FormAutocomplete control={control} name="customer_id" label="Customer" initialOption={customer} useOptions={useVisitCustomerOptions} onOptionChange={setCustomer} />
        )}

        <Box>
          <Typography id="visit-trolleys" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Trolleys ({rows.length})
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-labelledby="visit-trolleys">
            {rows.map((row, index) => (
              <Stack component="li" key={row.trolley.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} aria-label={row.trolley.uid}>
                <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>{row.trolley.uid}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.trolley.name}
                  </Typography>
                  <TrolleyStatusChip status={row.trolley.trolley_status} />
                </Box>
                <TextField
                  label="No of Bars"
                  value={row.bars}
                  onChange={(event) => setRows((list) => list.map((r, i) => (i === index ? { ...r, bars: event.target.value, error: null } : r)))}
                  error={!!row.error}
                  helperText={row.error}
                  slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-label': `No of Bars ${row.trolley.uid}` } }}
                  sx={{ width: 112, flexShrink: 0, ...big }}
                />
                <IconButton
                  aria-label={`Remove ${row.trolley.uid}`}
                  onClick={() => setRows((list) => list.filter((r) => r.trolley.id !== row.trolley.id))}
                  disabled={rows.length === 1}
                  sx={{ width: 48, height: 56 }}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
            <TextField
              label="Add trolley by UID"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void add(adding);
                }
              }}
              fullWidth
              helperText="Or scan its QR code above."
              slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, maxLength: 36 } }}
              sx={big}
            />
            <Button variant="outlined" onClick={() => void add(adding)} sx={{ minHeight: 56, minWidth: 80 }}>
              Add
            </Button>
          </Stack>
          {addError && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {addError}
            </Alert>
          )}
          {kind === 'pickup' && heldOthers.length > 0 && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5 }}>
              <Typography component="legend" variant="body2" color="text.secondary">
                Also held by {personName(holder)}: tick the ones picked up
              </Typography>
              <Stack>
                {heldOthers.map((t) => (
                  <FormControlLabel
                    key={t.id}
                    control={<Checkbox checked={rows.some((r) => r.trolley.id === t.id)} onChange={(event) => tick(t, event.target.checked)} />}
                    label={`${t.uid} · ${t.name}`}
                    sx={{ minHeight: 44, overflowWrap: 'anywhere' }}
                  />
                ))}
              </Stack>
            </Box>
          )}
        </Box>

        <FormTextField control={control} name="note" label="Note" multiline rows={2} />
        {navigator.onLine ? (
          <Controller
            control={control}
            name="images"
            render={({ field }) => <PhotosField label="Photos" value={field.value} onChange={field.onChange} onBusyChange={onPhotosBusy} size="large" />}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Photos need the network: add them later on the trolley.
          </Typography>
        )}

        <Box component="section" aria-labelledby="visit-proof">
          <Typography id="visit-proof" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Proof
          </Typography>
          <Stack spacing={2}>
            <FormTextField control={control} name="signed_by" label="Signed By" slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }} sx={big} />
            {reason === '' &&
              (keptSignature ? (
                <Typography variant="body2">The signature drawn at the visit is kept.</Typography>
              ) : (
                <SignatureField onChange={setSignature} error={signatureError} />
              ))}
            <Controller
              control={control}
              name="unsigned_reason"
              render={({ field }) => (
                <TextField select label="No signature" value={field.value} onChange={(event) => field.onChange(event.target.value)} sx={big}>
                  <MenuItem value="">There is a signature</MenuItem>
                  {UNSIGNED_REASONS.map((r) => (
                    <MenuItem key={r} value={r}>
                      {r}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceIcon fontSize="small" color={position.state === 'known' ? 'success' : 'disabled'} aria-hidden />
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {positionText(position)}
              </Typography>
            </Stack>
          </Stack>
        </Box>

        <HappenedAtFields control={control} hintId="visit-when-hint" />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={guard.busy || photosBusy} loadingPosition="start" sx={{ minHeight: 56, fontSize: 17 }}>
          Record {VISIT_LABELS[kind]}
          {rows.length > 1 ? ` (${rows.length} trolleys)` : ''}
        </Button>
      </Stack>
    </Paper>
  );
}
