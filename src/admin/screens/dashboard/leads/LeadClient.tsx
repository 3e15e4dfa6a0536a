import { useId } from 'react';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { CLIENT_STATUS_LABELS } from '../../../../lib/api/clients';
import { useLeadClient, useMakeClient } from '../../../api/clients-api';
import { errorSentence } from '../../../api/http';
import type { Lead } from '../../../api/leads-api';
import { Button } from '../../../kit/ui';

/** The open lead's client: a link to it once made, else Make client (from this lead's details and audits). */
export function LeadClient({ lead }: { lead: Lead }) {
  const titleId = useId();
  const [, navigate] = useLocation();
  const client = useLeadClient(lead.id);
  const make = useMakeClient({
    onSuccess: (made) => {
      toast.success('Client made', { description: 'Its page is open: add the Search Console property and the work done.' });
      if (made) navigate(`/clients/${made.id}`);
    },
  });
  if (lead.status === 'spam') return null;
  return (
    <section aria-labelledby={titleId} className="mt-4 border-t border-slate-100 pt-4">
      <h4 id={titleId} className="text-sm font-medium text-slate-800">
        Client
      </h4>
      <div className="mt-1 text-sm">
        {client.isPending ? (
          <p className="text-slate-600">Loading...</p>
        ) : client.isError ? (
          <p className="text-red-800">Could not load the client: {errorSentence(client.error)}</p>
        ) : client.data.client ? (
          <p>
            <Link href={`/clients/${client.data.client.id}`} className="font-semibold text-brand-800 underline hover:text-brand-900">
              {client.data.client.businessName}
            </Link>{' '}
            <span className="text-slate-600">({CLIENT_STATUS_LABELS[client.data.client.status]})</span>
          </p>
        ) : (
          <Button variant="secondary" onClick={() => make.mutate({ leadId: lead.id })} disabled={make.isPending}>
            {make.isPending ? 'Making...' : 'Make client'}
          </Button>
        )}
      </div>
    </section>
  );
}
