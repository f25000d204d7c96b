import {test, expect} from './fixtures';
import {gotoHydrated, navigate, sitemapPaths} from '../support/site';
import {interns} from '@site/src/data/interns';
import {profilePath} from './route-checks/interns';

// The intern profiles as a reader sees them: every profile in the sitemap, the way in from the
// onboarding page, and an avatar that follows the colour mode. That each profile shows every
// field of src/data/interns.ts and an avatar drawn from the initials is checked in the visit
// routes.spec.ts makes to every route (route-checks/interns.ts).

test('every intern profile is in the sitemap', () => {
  const paths = sitemapPaths();
  for (const intern of interns) {
    expect(paths, intern.name).toContain(profilePath(intern.id));
  }
});

test('a reader reaches a profile from the onboarding page and back', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/Interns/padawan_onboarding');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Padawan onboarding');
  await navigate(page, () => page.getByRole('main').getByRole('link', {name: 'Gautham S'}).click(), '/docs/Interns/internListed/Gautham');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Gautham S');
  const profile = page.getByRole('region', {name: 'Profile of Gautham S'});
  await navigate(page, () => profile.getByRole('link', {name: 'Padawan onboarding'}).click(), '/docs/Interns/padawan_onboarding');
});

test('the avatar follows the colour mode', async ({sharedPage: page}) => {
  const avatarColour = async (): Promise<string> => {
    await gotoHydrated(page, profilePath('Sowmya'));
    const avatar = page.getByRole('img', {name: /^Avatar of Sowmya B/});
    return avatar.evaluate((element) => getComputedStyle(element).color);
  };
  await page.emulateMedia({colorScheme: 'light'});
  const light = await avatarColour();
  await page.emulateMedia({colorScheme: 'dark'});
  const dark = await avatarColour();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(dark).not.toBe(light);
});
