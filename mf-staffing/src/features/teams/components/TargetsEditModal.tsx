import { useState } from 'react';
import { FormField, LoadFailure } from '@tutoring/design-system';
import { DateInput } from '@tutoring/design-system/forms';
import { formatDate } from '@tutoring/domain';
import { useTargetHistory } from '../api/teams';
import { TutorTargetsModal, type TutorTargetsModalProps } from './TutorTargetsModal';

/**
 * STF-23: the Targets edit modal (md): edits the targets (same 0 to 80 rule) and shows the history from
 * `GET target_histories` and, for a chosen date, `GET target_histories/date`. A history (or the targets of a date) that
 * could not be loaded is named with Retry in its place, never shown as an empty history or "No targets recorded".
 */
export function TargetsEditModal(props: Omit<TutorTargetsModalProps, 'title' | 'children'>) {
  const [date, setDate] = useState<string | null>(null);
  const { history, atDate, historyFailure, atDateFailure } = useTargetHistory(props.tutorId, date);
  return (
    <TutorTargetsModal {...props} title="Edit Targets">
      <h3>History</h3>
      {historyFailure ? (
        <LoadFailure what="the target history" onRetry={historyFailure.refetch} />
      ) : (
        <table>
          <caption>Target history</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Delivery target</th>
              <th scope="col">Availability target</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.id}>
                <td>{formatDate(h.date ?? null)}</td>
                <td>{h.deliveryTarget ?? ''}</td>
                <td>{h.availabilityTarget ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FormField label="Targets on date">
        <DateInput value={date} onChange={setDate} />
      </FormField>
      {date && atDateFailure ? (
        <LoadFailure what="the targets on that date" onRetry={atDateFailure.refetch} />
      ) : date ? (
        <p role="status">
          {atDate
            ? `Delivery ${atDate.deliveryTarget ?? ''}, availability ${atDate.availabilityTarget ?? ''}`
            : 'No targets recorded for that date.'}
        </p>
      ) : null}
    </TutorTargetsModal>
  );
}
