import { ManualEntryForm } from './manual-entry-form';
import { ScreenHeading } from '#client/components/layout/screen-heading';

/** Spec screen 19. */
export function ManualEntryScreen() {
  return (
    <div>
      <ScreenHeading title="Manual Entry">
        Record an item handed in at the security office. It is stored at once.
      </ScreenHeading>
      <ManualEntryForm />
    </div>
  );
}
