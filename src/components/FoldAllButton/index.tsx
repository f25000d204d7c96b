import React, {useEffect, useState, type ReactNode, type RefObject} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The element whose <details> the button opens and closes. */
  tree: RefObject<HTMLElement | null>;
};

function folds(root: HTMLElement): HTMLDetailsElement[] {
  return [...root.querySelectorAll('details')];
}

/**
 * "Expand all" / "Collapse all" for the folds of one tree. The folds stay native and keep their
 * own state: the button sets them all, and reads them back when the reader toggles one.
 */
export default function FoldAllButton({tree}: Props): ReactNode {
  const [allOpen, setAllOpen] = useState(false);
  useEffect(() => {
    const root = tree.current;
    if (root === null) return undefined;
    const update = (): void => setAllOpen(folds(root).every((fold) => fold.open));
    update();
    // `toggle` does not bubble; a listener in the capture phase hears every fold of the tree.
    root.addEventListener('toggle', update, true);
    return () => root.removeEventListener('toggle', update, true);
  }, [tree]);
  const onClick = (): void => {
    const root = tree.current;
    if (root === null) return;
    const open = !allOpen;
    for (const fold of folds(root)) fold.open = open;
    setAllOpen(open);
  };
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      {allOpen ? 'Collapse all' : 'Expand all'}
    </button>
  );
}
