import type { GrowthFigures } from '../../../lib/api/growth';
import { Section } from '../../kit/Card';
import { formatShare } from './growth-view';

export function Funnel({ funnel }: { funnel: GrowthFigures['funnel'] }) {
  const share = (count: number) => (funnel.new === 0 ? '–' : formatShare(count / funnel.new));
  const steps = [
    { stage: 'New', count: funnel.new, note: 'every lead received' },
    { stage: 'Contacted', count: funnel.contacted, note: 'moved on to Contacted or further' },
    { stage: 'Won', count: funnel.won, note: 'Won now' },
  ];
  return (
    <Section id="growth-funnel" title="Funnel" className="min-w-0 p-4">
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Leads from New to Contacted to Won</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Stage
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Leads
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Of new
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {steps.map((step) => (
            <tr key={step.stage}>
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="font-semibold text-slate-900">{step.stage}</span>{' '}
                <span className="text-xs text-slate-600">({step.note})</span>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{step.count}</td>
              <td className="py-2 text-right tabular-nums">{share(step.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700">
        Set aside: <strong>{funnel.lost}</strong> lost, <strong>{funnel.spam}</strong> spam (spam is left out of every other figure).
      </p>
    </Section>
  );
}
