import { Button, Modal } from '@tutoring/design-system';
import { MERGE_COMPLETE } from '@tutoring/domain/areas';

/**
 * Merge-complete modal (md, CRM-16 / CRM-26): asks the user to confirm the login ID of the remaining account.
 * Closing it in any way (OK, Escape, the close button) calls `onClose`, which navigates to the kept record.
 */
export function MergeCompleteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Merge complete"
      size="md"
      onClose={onClose}
      cancelLabel={null}
      footer={
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>{MERGE_COMPLETE}</p>
    </Modal>
  );
}
