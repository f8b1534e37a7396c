import { useEffect, useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import type { DraftSession } from './draft-session';
import type * as LoadedDialogModule from './save-later-dialog';

type DialogModule = typeof LoadedDialogModule;

const dialogCode = loadOnce(() => import('./save-later-dialog'));

/** Starts downloading the dialog's code (on the button's hover or focus), so a press usually opens it at once. */
export const preloadSaveLaterDialog = (): Promise<DialogModule> => dialogCode.load();

interface Props {
  session: DraftSession;
  onClose: () => void;
  /** Its code could not be downloaded (the connection dropped). */
  onLoadFailed: () => void;
}

/**
 * 'Save and continue later' is pressed by few applicants: its dialog downloads when first wanted, not with the form.
 * A press before its code is there is kept: the dialog opens, and takes focus as it always does, once it has arrived.
 */
export function SaveLaterDialogOnDemand({ session, onClose, onLoadFailed }: Props) {
  const [module, setModule] = useState(dialogCode.loaded);
  useEffect(() => {
    if (module) return;
    let wanted = true;
    preloadSaveLaterDialog().then(
      (arrived) => wanted && setModule(arrived),
      () => wanted && onLoadFailed(),
    );
    return () => {
      wanted = false;
    };
  }, [module, onLoadFailed]);
  return module ? <module.SaveLaterDialog session={session} onClose={onClose} /> : null;
}
