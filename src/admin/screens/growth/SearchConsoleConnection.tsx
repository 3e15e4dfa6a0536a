import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { searchConsoleSettingsBodySchema } from '../../../lib/api/search-console';
import { errorSentence } from '../../api/http';
import {
  useSaveSearchConsoleProperty,
  useSearchConsole,
  useSyncSearchConsole,
  type SearchConsoleStatus,
} from '../../api/search-console-api';
import { Section } from '../../kit/Card';
import { Button, QueryState, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { formatDay } from './growth-view';
import { formatTime } from './search-view';

/**
 * The Search Console connection (Admin): the property the site reads, the
 * service account to give access to (both ways Google allows), Sync now, the
 * last sync and how far Google's figures go, and what went wrong in words.
 */
export function SearchConsoleConnection() {
  const [pollUntil, setPollUntil] = useState<number | null>(null);
  const status = useSearchConsole(pollUntil);
  return (
    <Section id="growth-search-console" title="Search Console">
      <p className="mt-1 text-sm text-slate-700">
        Clicks, impressions and positions from Google Search Console for each landing page, beside the leads it brings. Synced daily.
      </p>
      {status.isPending ? (
        <QueryState message="Loading..." />
      ) : status.isError ? (
        <QueryState message={`Could not load the connection: ${errorSentence(status.error)}`} onRetry={() => void status.refetch()} />
      ) : status.data ? (
        <Connection status={status.data} onSyncStarted={() => setPollUntil(Date.now())} />
      ) : null}
    </Section>
  );
}

function Connection({ status, onSyncStarted }: { status: SearchConsoleStatus; onSyncStarted: () => void }) {
  const [property, setProperty] = useState(status.property ?? '');
  const fields = useFieldErrors();
  const save = useSaveSearchConsoleProperty({
    onSuccess: () => toast.success('Search Console property saved'),
    onError: (error) => fields.fromServer(error),
  });
  const sync = useSyncSearchConsole({
    onSuccess: () => {
      toast.success('Sync started');
      onSyncStarted();
    },
  });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.check(searchConsoleSettingsBodySchema, { property }, 'Property not saved')) return;
    save.mutate(property.trim());
  }
  return (
    <div className="mt-3 space-y-4">
      {status.keyProblem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {status.keyProblem}
        </p>
      )}
      {!status.configured && !status.keyProblem && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          The site has no Google service account key yet. Create a service account in Google Cloud, make it a JSON key, and set the
          key&apos;s text as <code>GOOGLE_SERVICE_ACCOUNT_KEY</code> in the site&apos;s environment variables.
        </p>
      )}
      {status.serviceAccountEmail && (
        <div className="text-sm text-slate-800">
          <p>
            The site reads Search Console as <strong className="break-all">{status.serviceAccountEmail}</strong>. Give it access to your
            property:
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>in Search Console, Settings → Users and permissions → Add user: this address, with Restricted permission;</li>
            <li>
              or, where Search Console refuses a service account&apos;s address (reported since April 2026), add it as a delegated owner on
              the property&apos;s verification page (Settings → Ownership verification).
            </li>
          </ul>
        </div>
      )}
      <form onSubmit={onSubmit} aria-label="Search Console property" className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextField
          id="search-console-property"
          label="Search Console property"
          hint="sc-domain:agency.pk for a domain property, or a URL prefix such as https://www.agency.pk/"
          value={property}
          error={fields.errors.property}
          onChange={(event) => setProperty(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="flex items-start sm:pt-6">
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </div>
      </form>
      {status.property && (
        <div className="flex flex-wrap items-center gap-3">
          {/* Not while a property is being saved: Sync now syncs the saved property, which must be the one just saved. */}
          <Button
            variant="secondary"
            onClick={() => sync.mutate()}
            disabled={save.isPending || sync.isPending || status.syncing || status.syncsLeft === 0}
          >
            {status.syncing ? 'Syncing...' : 'Sync now'}
          </Button>
          <dl className="grid gap-x-4 text-sm text-slate-700 sm:grid-cols-2" aria-live="polite">
            <div>
              <dt className="inline">Last sync: </dt>
              <dd className="inline">
                {status.lastSync
                  ? `${formatTime(status.lastSync.at)}, ${status.lastSync.days} ${status.lastSync.days === 1 ? 'day' : 'days'} fetched`
                  : 'not yet'}
              </dd>
            </div>
            <div>
              <dt className="inline">Google&apos;s figures up to </dt>
              <dd className="inline">{status.dataThrough ? formatDay(status.dataThrough) : '–'}</dd>
            </div>
          </dl>
        </div>
      )}
      {status.syncsLeft === 0 && <p className="text-sm text-slate-700">Sync now works 3 times an hour; the daily sync runs anyway.</p>}
      {status.daysToFetch > 0 && !status.lastSync?.problem && (
        <p className="text-sm text-slate-700">
          {status.daysToFetch} {status.daysToFetch === 1 ? 'day' : 'days'} still to fetch (Google keeps 16 months; the next sync goes on).
        </p>
      )}
      {status.lastSync?.problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {status.lastSync.problem}
        </p>
      )}
      <p className="text-xs text-slate-600">Search Console&apos;s figures arrive 2–3 days late, in Google&apos;s days (Pacific time).</p>
    </div>
  );
}
