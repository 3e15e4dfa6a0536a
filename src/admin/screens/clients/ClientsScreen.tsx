import { useId, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useParams } from 'wouter';
import { CLIENT_STATUS_LABELS, clientFieldsSchema } from '../../../lib/api/clients';
import { downloadCsv, csvFilename, toCsv } from '../../../lib/csv/csv';
import { fetchClientExport, useClients, useMakeClient } from '../../api/clients-api';
import { errorSentence } from '../../api/http';
import { needsReauth } from '../../api/mutation';
import { useAdminApp } from '../../app-context';
import { Card } from '../../kit/Card';
import ListHeader from '../../kit/ListHeader';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { formatPktDate } from '../../lib/dates';
import { clientCsvColumns } from '../../lib/exports';
import { useReauth } from '../../two-factor/ReauthPrompt';
import ClientScreen from './ClientScreen';

/**
 * /admin/clients: the agency's clients (made from an open lead with Make
 * client, or added here by hand); /admin/clients/<id> is one client (ClientScreen).
 */
export default function ClientsScreen() {
  const { id } = useParams<{ id?: string }>();
  if (id) return <ClientScreen key={id} id={id} />;
  return <ClientList />;
}

const HEADING_ID = 'clients-title';

function ClientList() {
  const clients = useClients();
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const reauth = useReauth();
  // The export of every client is for Admins (the server refuses Sales), so Sales is not offered it.
  const mayExport = useAdminApp().admin.role === 'admin';
  const data = clients.data;
  const active = data?.items.filter((client) => client.status === 'active').length ?? 0;

  async function exportCsv() {
    setExporting(true);
    try {
      downloadCsv(csvFilename('clients'), toCsv(clientCsvColumns, (await fetchClientExport()).items));
    } catch (error) {
      if (needsReauth(error)) return reauth.ask(() => void exportCsv());
      toast.error('Export failed', { description: errorSentence(error) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <ListHeader
        id={HEADING_ID}
        title="Clients"
        summary={
          data
            ? `${data.items.length} clients, ${active} active. A lead becomes a client with Make client on the open lead.`
            : 'The agency’s clients.'
        }
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={adding} onClick={() => setAdding(true)}>
            Add client
          </Button>
          {mayExport && (
            <Button variant="secondary" disabled={!data?.items.length || exporting} onClick={() => void exportCsv()}>
              {exporting ? 'Preparing CSV...' : 'Download CSV'}
            </Button>
          )}
        </div>
      </ListHeader>
      {adding && <AddClientForm onClose={() => setAdding(false)} />}
      {clients.isPending ? (
        <QueryState message="Loading..." />
      ) : clients.isError ? (
        <QueryState message={`Could not load the clients: ${errorSentence(clients.error)}`} onRetry={() => void clients.refetch()} />
      ) : !data ? (
        <SessionEnded />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No clients yet.</p>
      ) : (
        <Card as="ul" flat aria-label="Clients, newest first" className="divide-y divide-slate-200">
          {data.items.map((client) => (
            <li key={client.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
              <div className="min-w-0">
                <Link href={`/clients/${client.id}`} className="font-semibold break-words text-brand-800 underline hover:text-brand-900">
                  {client.businessName}
                </Link>
                <p className="text-sm break-words text-slate-600">{[client.contactName, client.website].filter(Boolean).join(' · ')}</p>
              </div>
              <p className="text-sm text-slate-600">
                {CLIENT_STATUS_LABELS[client.status]}, since {formatPktDate(client.createdAt)}
              </p>
            </li>
          ))}
        </Card>
      )}
      {reauth.prompt}
    </section>
  );
}

const addSchema = clientFieldsSchema.pick({ businessName: true, contactName: true, phone: true, email: true, website: true });

function AddClientForm({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ businessName: '', contactName: '', phone: '', email: '', website: '' });
  const fields = useFieldErrors();
  const id = useId();
  const make = useMakeClient({
    onSuccess: (client) => {
      toast.success('Client added');
      if (client) navigate(`/clients/${client.id}`);
    },
    onError: (error) => void fields.fromServer(error),
  });
  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.check(addSchema, values, 'Client not made')) return;
    make.mutate(values);
  }
  const field = (name: keyof typeof values, label: string, extra: { inputMode?: 'tel' | 'email' | 'url'; autoComplete?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      error={fields.errors[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      {...extra}
    />
  );
  return (
    <Card as="form" onSubmit={send} noValidate aria-label="Add a client" className="max-w-xl space-y-3 p-4">
      {field('businessName', 'Business name', { autoComplete: 'organization' })}
      {field('contactName', 'Contact name', { autoComplete: 'name' })}
      {field('phone', 'Phone or WhatsApp', { inputMode: 'tel', autoComplete: 'tel' })}
      {field('email', 'E-mail', { inputMode: 'email', autoComplete: 'email' })}
      {field('website', 'Website', { inputMode: 'url', autoComplete: 'url' })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={make.isPending}>
          {make.isPending ? 'Adding...' : 'Add client'}
        </Button>
        <Button variant="quiet" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
