// Ejected from @docusaurus/theme-classic 3.10.2 `ErrorPageContent` (a crash inside
// the layout): it renders our CrashReport, so that the message, the Try again button
// and the way home are the same here as on the crash page outside the layout.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashReport error={error} tryAgain={tryAgain} />;
}
