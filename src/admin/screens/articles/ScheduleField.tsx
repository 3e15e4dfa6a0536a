import { useState } from 'react';
import { Button, FIELD_CLASSES } from '../../kit/ui';
import { scheduleInstant } from './article-view';

/** Schedule: the date and time in Pakistan time (what the writer thinks in), sent as UTC. */
export function ScheduleField({
  value,
  onChange,
  disabled,
  problem,
  onSchedule,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  problem?: string;
  onSchedule: (at: string) => void;
}) {
  const [local, setLocal] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="article-schedule" className="block text-sm font-medium text-slate-800">
          Go live at (Pakistan time, PKT)
        </label>
        <input
          id="article-schedule"
          type="datetime-local"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={FIELD_CLASSES.input}
        />
      </div>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          const result = scheduleInstant(value, Date.now());
          if ('problem' in result) return setLocal(result.problem);
          setLocal(null);
          onSchedule(result.at);
        }}
      >
        Schedule
      </Button>
      {(local ?? problem) && (
        <p role="alert" className="w-full text-sm font-medium text-red-800">
          {local ?? problem}
        </p>
      )}
    </div>
  );
}
