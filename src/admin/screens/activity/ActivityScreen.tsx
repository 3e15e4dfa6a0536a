import { useState, type SubmitEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, type ActivityAction, type ActivityQuery } from '../../../lib/api/activity';
import { errorSentence } from '../../api/http';
import { useActivity } from '../../api/activity-api';
import Pager from '../../kit/Pager';
import { Button, FIELD_CLASSES, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { formatPktDateTime } from '../../lib/dates';
import { filtersFromSearch, searchFromFilters } from './activity-filters';
import { Card } from '../../kit/Card';

const FIELD = FIELD_CLASSES.select;

/** /admin/activity: the append-only log, newest first, 50 a page, filtered by person, action and dates; CSV download. */
export default function ActivityScreen() {
  const [, navigate] = useLocation();
  const query = filtersFromSearch(useSearch());
  const activity = useActivity(query);
  const show = (next: ActivityQuery) => navigate(`/activity${searchFromFilters(next)}`);

  const { paged } = activity;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Activity</h1>
        <a
          href={useActivity.address({ ...query, page: undefined, format: 'csv' })}
          download
          className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          Download CSV
        </a>
      </div>
      <Filters
        key={searchFromFilters({ ...query, page: undefined })}
        query={query}
        onApply={(next) => show({ ...next, page: undefined })}
      />
      {activity.isPending ? (
        <QueryState message="Loading..." />
      ) : activity.isError ? (
        <QueryState message={`Could not load the activity: ${errorSentence(activity.error)}`} onRetry={() => void activity.refetch()} />
      ) : !paged ? (
        <SessionEnded />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {paged.total === 0
              ? 'Nothing matches these filters.'
              : `${paged.total} ${paged.total === 1 ? 'event' : 'events'}, newest first.`}
          </p>
          <Card as="ul" flat aria-label="Activity, newest first" className="divide-y divide-slate-200">
            {paged.items.map((entry) => (
              <li key={entry.id} className="p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-semibold text-slate-900">
                    {ACTIVITY_ACTION_LABELS[entry.action]}
                    {entry.outcome === 'failed' && entry.action !== 'sign-in.failed' && <span className="text-red-800"> (failed)</span>}
                    {entry.count !== undefined && entry.count > 1 && (
                      <span className="font-normal text-slate-700"> ({entry.count} times that hour)</span>
                    )}
                  </p>
                  <time dateTime={entry.at} className="text-slate-600">
                    {formatPktDateTime(entry.at)}
                  </time>
                </div>
                <p className="break-all text-slate-700">
                  {entry.actor || (entry.name_tried !== undefined ? `name tried: ${entry.name_tried}` : 'not signed in')}
                  {entry.target && ` · ${entry.target}`} · {entry.address}
                </p>
              </li>
            ))}
          </Card>
          <Pager paged={paged} noun="events" onPageChange={(next) => show({ ...query, page: next })} />
        </>
      )}
    </div>
  );
}

function Filters({ query, onApply }: { query: ActivityQuery; onApply: (query: ActivityQuery) => void }) {
  const [actor, setActor] = useState(query.actor ?? '');
  const [action, setAction] = useState<ActivityAction | ''>(query.action ?? '');
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ actor: actor.trim() || undefined, action: action || undefined, from: from || undefined, to: to || undefined });
  }
  return (
    <Card as="form" flat onSubmit={onSubmit} aria-label="Filter activity" className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5">
      <TextField
        id="activity-actor"
        label="Person"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
        placeholder="Username"
      />
      <div>
        <label htmlFor="activity-action" className="block text-sm font-medium text-slate-800">
          Action
        </label>
        <select
          id="activity-action"
          className={FIELD}
          value={action}
          onChange={(event) => setAction(event.target.value as ActivityAction | '')}
        >
          <option value="">Any action</option>
          {ACTIVITY_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {ACTIVITY_ACTION_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <TextField id="activity-from" label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField id="activity-to" label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <div className="flex items-end gap-2">
        <Button type="submit">Apply</Button>
        <Button variant="quiet" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </Card>
  );
}
