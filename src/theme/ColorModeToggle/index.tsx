// Ejected from @docusaurus/theme-classic 3.10.2 `ColorModeToggle`: enabled in the built HTML (stock:
// `disabled` until hydrated, so an early tap is lost); the tap is held and carried out once hydrated
// (src/client/heldClicks.ts). The label names "system mode" until then, so hydration finds it.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type {Props} from '@theme/ColorModeToggle';
import styles from './styles.module.css';

type ColorModeChoice = Props['value'];

// system → light → dark → system (with respectPrefersColorScheme), else light ⇄ dark.
function nextColorMode(colorMode: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return colorMode === 'dark' ? 'light' : 'dark';
  if (colorMode === null) return 'light';
  return colorMode === 'light' ? 'dark' : null;
}

function colorModeLabel(colorMode: ColorModeChoice): string {
  if (colorMode === 'light') {
    return translate({
      message: 'light mode',
      id: 'theme.colorToggle.ariaLabel.mode.light',
      description: 'The name for the light color mode',
    });
  }
  if (colorMode === 'dark') {
    return translate({message: 'dark mode', id: 'theme.colorToggle.ariaLabel.mode.dark', description: 'The name for the dark color mode'});
  }
  return translate({
    message: 'system mode',
    id: 'theme.colorToggle.ariaLabel.mode.system',
    description: 'The name for the system color mode',
  });
}

function colorModeAriaLabel(colorMode: ColorModeChoice): string {
  return translate(
    {
      message: 'Switch between dark and light mode (currently {mode})',
      id: 'theme.colorToggle.ariaLabel',
      description: 'The ARIA label for the color mode toggle',
    },
    {mode: colorModeLabel(colorMode)},
  );
}

/** The three icons are all in the HTML; data-theme-choice on <html> shows the right one. */
function CurrentColorModeIcon(): ReactNode {
  return (
    <>
      <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
      <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
      <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
    </>
  );
}

function ColorModeToggle({className, buttonClassName, respectPrefersColorScheme, value, onChange}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const labelled = isBrowser ? value : null;
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, buttonClassName)}
        type="button"
        onClick={() => onChange(nextColorMode(value, respectPrefersColorScheme))}
        title={colorModeLabel(labelled)}
        aria-label={colorModeAriaLabel(labelled)}>
        <CurrentColorModeIcon />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);
