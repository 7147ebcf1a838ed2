import { useState, type KeyboardEvent } from 'react';
import type { AvatarMenuProps } from './avatar-menu-dropdown';
import { useT } from '#client/lib/i18n';
import { avatarTriggerClass } from './avatar-trigger';
import { Avatar } from './avatar';

type DropdownModule = typeof import('./avatar-menu-dropdown');

let loaded: DropdownModule | undefined;
let loading: Promise<DropdownModule> | undefined;
/** The menu and its positioning library (a third of a member's first visit) come when wanted. */
const loadDropdown = () => (loading ??= import('./avatar-menu-dropdown').then((module) => (loaded = module)));

/**
 * The avatar that opens the account menu. Until the menu is first wanted it is
 * a plain button that looks the same; pointing at it or focusing it fetches the
 * menu, and a click or key that opens it opens the menu as soon as it is here.
 */
export function AvatarMenu(props: AvatarMenuProps) {
  const t = useT();
  const [menu, setMenu] = useState<{ module: DropdownModule; openAtOnce: boolean } | null>(() =>
    loaded ? { module: loaded, openAtOnce: false } : null,
  );

  if (menu) {
    const { AvatarMenuDropdown } = menu.module;
    return <AvatarMenuDropdown {...props} defaultOpen={menu.openAtOnce} />;
  }

  const open = () => void loadDropdown().then((module) => setMenu({ module, openAtOnce: true }));
  const openFromKeyboard = (event: KeyboardEvent) => {
    // Enter and Space click the button; the menu also opens with the down arrow.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open();
    }
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t('common.accountMenuFor', { name: props.name })}
      className={avatarTriggerClass}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={open}
      onKeyDown={openFromKeyboard}
    >
      <Avatar src={props.photoURL} />
    </button>
  );
}
