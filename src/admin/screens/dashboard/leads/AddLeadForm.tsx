import { useId, useState, type SubmitEvent } from 'react';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { Button, FIELD_CLASSES, TextField } from '../../../kit/ui';
import { useAdminApp } from '../../../app-context';
import {
  CHANNELS,
  CHANNEL_LABELS,
  HAND_ENTRIES,
  handLeadSchema,
  LEAD_ENTRY_LABELS,
  LEAD_NOTE_MAX,
  type HandLeadRequest,
} from '../../../../lib/api/leads';
import { useAddLead, type LeadQuery } from '../../../api/leads-api';
import { leadAddress } from './lead-address';
import { Card } from '../../../kit/Card';

const EMPTY: HandLeadRequest = { entry: 'whatsapp', name: '', email: '', phone: '', page: '', note: '' };

/**
 * "Add lead": a lead that reached the agency by WhatsApp, a call or a visit,
 * typed in by staff so it counts in the inbox and the reports. It may be
 * linked to the page of the site it came from (home, the landing pages,
 * Insights). Checked here and by the server with the same schema; no alert
 * mail goes out. The new lead opens once it is stored.
 */
export default function AddLeadForm({ filter, onClose }: { filter: LeadQuery; onClose: () => void }) {
  const { search } = useAdminApp();
  const [values, setValues] = useState<HandLeadRequest>(EMPTY);
  const [channel, setChannel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const id = useId();
  const pages = [...search.routes.map((route) => ({ path: route.path, name: route.name })), { path: '/insights', name: 'Insights' }];

  const add = useAddLead({
    onSuccess: (lead) => {
      toast.success('Lead added', { description: 'It is in the inbox, marked as added by hand.' });
      onClose();
      if (lead) navigate(leadAddress(filter, lead.id));
    },
  });

  const set = (name: keyof HandLeadRequest, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(null);
  };

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...values, ...(channel && { channel }) };
    const checked = handLeadSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please check the fields.');
      return;
    }
    add.mutate(input as HandLeadRequest);
  }

  return (
    <Card as="form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate className="mb-4 grid gap-3 p-4 sm:grid-cols-2">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900 sm:col-span-2">
        Add a lead by hand
      </h3>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">How did it reach you?</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {HAND_ENTRIES.map((entry) => (
            <label key={entry} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name={`${id}-entry`}
                value={entry}
                checked={values.entry === entry}
                onChange={() => set('entry', entry)}
              />
              {LEAD_ENTRY_LABELS[entry]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField id={`${id}-name`} label="Name" value={values.name} onChange={(event) => set('name', event.target.value)} maxLength={100} />
      <TextField
        id={`${id}-phone`}
        label="Phone or WhatsApp number"
        type="tel"
        value={values.phone}
        onChange={(event) => set('phone', event.target.value)}
        maxLength={32}
      />
      <TextField
        id={`${id}-email`}
        label="E-mail"
        type="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        maxLength={254}
      />
      <div>
        <label htmlFor={`${id}-page`} className="block text-sm font-medium text-slate-800">
          Page it came from (optional)
        </label>
        <select
          id={`${id}-page`}
          value={values.page}
          onChange={(event) => set('page', event.target.value)}
          className={FIELD_CLASSES.select}
        >
          <option value="">Not linked to a page</option>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.name} ({page.path})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-channel`} className="block text-sm font-medium text-slate-800">
          How they found us (optional)
        </label>
        <select id={`${id}-channel`} value={channel} onChange={(event) => setChannel(event.target.value)} className={FIELD_CLASSES.select}>
          <option value="">Not known (Direct)</option>
          {CHANNELS.filter((option) => option !== 'direct').map((option) => (
            <option key={option} value={option}>
              {CHANNEL_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
          Note (what they asked for)
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={LEAD_NOTE_MAX}
          value={values.note}
          onChange={(event) => set('note', event.target.value)}
          className={FIELD_CLASSES.textarea}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add lead'}
        </Button>
        <Button variant="quiet" onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
