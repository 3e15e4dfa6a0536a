import { useIndexNow } from '../../api/publishing-api';
import { errorSentence } from '../../api/http';
import { Section } from '../../kit/Card';
import { formatPktDateTime } from '../../lib/dates';

/**
 * IndexNow as staff meet it (docs/publishing.md): what it does, the site's key
 * and the address of its key file (made by the site when INDEXNOW_KEY is
 * unset, so only this screen shows it), and the last submission.
 */
export function IndexNowCard() {
  const indexNow = useIndexNow();
  const data = indexNow.data;
  return (
    <Section id="indexnow-title" title="Telling search engines what changed (IndexNow)" flat className="mt-6 p-4">
      <p className="mt-1 text-sm text-slate-700">
        After each published deploy, the pages whose text changed are sent to IndexNow, so Bing, Yandex, Seznam, Naver and the engines that
        share with them look at them again within minutes. Google does not use IndexNow: it reads the sitemap.
      </p>
      {indexNow.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading...</p>
      ) : indexNow.isError ? (
        <p className="mt-2 text-sm text-red-700">Could not load the IndexNow key: {errorSentence(indexNow.error)}</p>
      ) : data ? (
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-semibold text-slate-700">Key</dt>
          <dd className="min-w-0 font-mono break-all text-slate-900">
            {data.key}{' '}
            <span className="font-sans text-slate-600">
              ({data.source === 'environment' ? 'set by INDEXNOW_KEY' : 'made by the site and kept in its store'})
            </span>
          </dd>
          <dt className="font-semibold text-slate-700">Key file</dt>
          <dd className="min-w-0 break-all">
            <a className="text-blue-700 underline" href={data.key_url} target="_blank" rel="noreferrer">
              {data.key_url}
            </a>
          </dd>
          <dt className="font-semibold text-slate-700">Last sent</dt>
          <dd className="text-slate-900">
            {data.last_submitted_at
              ? `${formatPktDateTime(data.last_submitted_at)} (${data.pages_submitted} pages known to IndexNow)`
              : 'Nothing sent yet'}
          </dd>
        </dl>
      ) : null}
      {data && !data.notifications && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Deploys are not sent to IndexNow yet: the site&apos;s Netlify deploy notification and its secret (DEPLOY_NOTIFICATION_SECRET) are
          not set up. Whoever runs the site on Netlify can set them up (docs/publishing.md).
        </p>
      )}
    </Section>
  );
}
