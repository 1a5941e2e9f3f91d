import { lazy, Suspense, useState } from 'react';
import { useContactsStore } from '../../../stores/contacts-store';

// Its own chunk: the search code loads the first time Add Contacts opens.
const AddContactsModal = lazy(() =>
  import('./add-contacts-modal').then((m) => ({ default: m.AddContactsModal })),
);

/** Mounts Add Contacts once it has been opened, and keeps it mounted so closing can animate. */
export function AddContactsHost() {
  const open = useContactsStore((s) => s.inviteModalOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <AddContactsModal />
    </Suspense>
  ) : null;
}
