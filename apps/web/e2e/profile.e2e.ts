/**
 * Profiles (issue 20 §1), as people meet them: Greenfield's demo student fills in every section of their profile
 * (about, experience, education, a certificate with a PDF, an achievement with a picture, skills, a profile picture
 * and a background), a teacher of the school endorses a skill, and the profile is then seen by a classmate (no
 * personal info), a student of another school (the parent allowed a public profile: "First L.", no class, no
 * contact details) and a visitor (asked to sign in). Screenshots at phone and desktop widths.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { account, type DemoAccount, settle, signedInPage } from './support';

const shots = process.env.NB_E2E_SHOTS ?? path.resolve(import.meta.dirname, '../../../test-results/profile-shots');
mkdirSync(shots, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const CLASSMATE: DemoAccount = { name: 'student', email: 'student2@demo.test', kind: 'user' };
const OTHER_SCHOOL_STUDENT: DemoAccount = { name: 'student', email: 'student1@school2.demo.test', kind: 'user' };

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({ path: path.join(shots, `${name}-${size}.png`), fullPage: true });
  }
}

/** A picture drawn in the browser (a gradient with a circle): what a phone's photo would be to the upload. */
async function drawnPicture(page: Page, width: number, height: number, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return '';
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue}, 70%, 75%)`);
      gradient.addColorStop(1, `hsl(${hue + 60}, 70%, 55%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = 'rgba(255,255,255,0.7)';
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png');
    },
    { width, height, hue },
  );
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** A one-page PDF written by hand (the server keeps a certificate's PDF as sent). */
function certificatePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 40 100 Td (Certificate) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/** Clicks a button that opens the file picker and chooses the file. */
async function choose(button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = button.page().waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** A label as written, with or without the required field's asterisk. */
const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function addEntry(page: Page, addLabel: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: addLabel }).click();
  const form = page.getByRole('form', { name: addLabel });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(startingWith(label)).fill(value);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form).toHaveCount(0);
}

test('a student fills in every section; a classmate, a student of another school and a visitor each see theirs', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const session = await signedInPage(page, account('student'));
  const ownPath = `/student/${session.user.customUrl}`;
  await page.goto(ownPath);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: session.user.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy and account' })).toHaveAttribute('href', '/account/privacy');
  const hint = page.getByLabel('Profile completeness');
  await expect(hint).toContainText(/Your profile is \d+% complete/);
  await shoot(page, '1-own-before');

  // About: headline, words, town.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Edit about' }).click();
  const about = page.getByRole('form', { name: 'About you' });
  await about.getByLabel('Headline').fill('Loves maths puzzles, rockets and the school garden');
  await about
    .getByLabel('About you')
    .fill('I build paper rockets, grow tomatoes in the school garden and help my friends with fractions.');
  await about.getByLabel('Town or city').fill('Bengaluru');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'About' }).getByText('I build paper rockets')).toBeVisible();

  await addEntry(page, 'Add experience', {
    Role: 'Science club volunteer',
    Where: 'Greenfield science club',
    From: '2025-06-02',
    Description: 'I look after the weather station and write the weekly rain report.',
  });
  await addEntry(page, 'Add education', {
    'Class or course': 'Class 7',
    'School or college': 'Greenfield Public School',
    From: '2024-04-01',
    To: '2025-03-31',
  });
  await addEntry(page, 'Add a certificate', {
    Certificate: 'Young Coders, Level 1',
    'Issued by': 'Code Club',
    'Issued on': '2025-01-10',
    'Link to the certificate': 'https://example.org/certificates/young-coders',
  });
  await addEntry(page, 'Add an achievement', {
    Achievement: 'First prize, inter-house quiz',
    Date: '2025-02-02',
    Description: 'Our team answered 18 questions out of 20.',
  });
  // A new entry goes on top (Class 7 above the seeded Class 8): move it below.
  const education = page.getByRole('region', { name: 'Education' });
  await expect(education.getByRole('listitem')).toHaveCount(2);
  await education.getByRole('button', { name: 'Move Class 7 down' }).click();
  await expect(education.getByRole('listitem').last()).toContainText('Class 7');

  // Files: a PDF for the certificate, a picture for the achievement (both checked by the server).
  const certificates = page.getByRole('region', { name: 'Certifications' });
  await choose(certificates.getByRole('button', { name: /Add a picture or PDF for Young Coders/ }), {
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: certificatePdf(),
  });
  await expect(certificates.getByRole('link', { name: /Download the certificate \(PDF\)/ })).toBeVisible();
  const achievements = page.getByRole('region', { name: 'Achievements' });
  await choose(achievements.getByRole('button', { name: /Add a picture for First prize/ }), {
    name: 'quiz.png',
    mimeType: 'image/png',
    buffer: await drawnPicture(page, 800, 500, 40),
  });
  await expect(achievements.getByRole('img', { name: 'Picture of First prize, inter-house quiz' })).toBeVisible();

  // Skills.
  const skills = page.getByRole('region', { name: 'Skills' });
  for (const skill of ['Robotics', 'Public speaking']) {
    await skills.getByRole('textbox', { name: 'Add a skill' }).fill(skill);
    await skills.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(skills.getByText(skill, { exact: true })).toBeVisible();
  }

  // Profile picture and background.
  await choose(page.getByRole('button', { name: /Add picture|Change picture/ }), {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await drawnPicture(page, 600, 600, 200),
  });
  await expect(page.getByRole('img', { name: `Profile picture of ${session.user.name}` })).toBeVisible();
  await choose(page.getByRole('button', { name: /Add background|Change background/ }), {
    name: 'sky.png',
    mimeType: 'image/png',
    buffer: await drawnPicture(page, 1600, 500, 180),
  });
  await expect(page.getByRole('img', { name: `Background image of ${session.user.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal info' })).toContainText('student@demo.test');
  await shoot(page, '2-own-filled');

  // A teacher of the school endorses a skill.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signedInPage(teacher, account('faculty'));
  await teacher.goto(`/user/${session.user.customUrl}`);
  await settle(teacher);
  await teacher.getByRole('button', { name: 'Endorse Robotics' }).click();
  await expect(teacher.getByRole('button', { name: 'Withdraw endorsement of Robotics' })).toBeVisible();
  await expect(teacher.getByRole('region', { name: 'Personal info' })).toContainText('Shown to you as staff');
  await teacherContext.close();

  // A classmate: the whole profile, never the personal info.
  const classmateContext = await browser.newContext();
  const classmate = await classmateContext.newPage();
  await signedInPage(classmate, CLASSMATE);
  await classmate.goto(`/user/${session.user.customUrl}`);
  await settle(classmate);
  await expect(classmate.getByRole('heading', { level: 1, name: session.user.name })).toBeVisible();
  await expect(classmate.getByText('Class 8, section A')).toBeVisible();
  await expect(classmate.getByText('Science club volunteer')).toBeVisible();
  const robotics = classmate
    .getByRole('region', { name: 'Skills' })
    .getByRole('listitem')
    .filter({ hasText: 'Robotics' });
  await expect(robotics).toContainText('Endorsed by 1 teacher');
  await expect(classmate.getByRole('region', { name: 'Personal info' })).toHaveCount(0);
  await expect(classmate.getByText('student@demo.test')).toHaveCount(0);
  await expect(classmate.getByRole('button', { name: /Endorse/ })).toHaveCount(0);
  await expect(classmate.getByRole('button', { name: 'Edit about' })).toHaveCount(0);
  await shoot(classmate, '3-classmate');
  // The profile's widgets: activity and badges in the side column, everything on /profile-widgets/view-more.
  await expect(classmate.getByRole('region', { name: 'Activity', exact: true })).toBeVisible();
  await classmate.getByRole('link', { name: /View more: all badges, posts and collabs/ }).click();
  await expect(classmate).toHaveURL(/\/profile-widgets\/view-more\?user=/);
  await expect(classmate.getByRole('heading', { level: 1 })).toHaveText(`${session.user.name}: activity and badges`);
  await expect(classmate.getByRole('region', { name: 'Badges', exact: true })).toBeVisible();
  await expect(classmate.getByRole('region', { name: 'Latest posts', exact: true })).toBeVisible();
  await expect(classmate.getByRole('heading', { level: 2, name: 'Around the community' })).toBeVisible();
  await shoot(classmate, '3b-classmate-widgets');
  await classmateContext.close();

  // A student of another school: the parent allowed a public profile, so "First L.", no class, town or contacts.
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  await signedInPage(outsider, OTHER_SCHOOL_STUDENT);
  await outsider.goto(`/user/${session.user.customUrl}`);
  await settle(outsider);
  const [first] = session.user.name.split(' ');
  await expect(outsider.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${first} [A-Z]\\.$`));
  await expect(outsider.getByText(/Class 8, section/)).toHaveCount(0);
  await expect(outsider.getByText('Bengaluru')).toHaveCount(0);
  await expect(outsider.getByText('Young Coders, Level 1')).toBeVisible();
  await expect(outsider.getByRole('link', { name: /Download the certificate/ })).toHaveCount(0);
  await expect(outsider.getByRole('region', { name: 'Personal info' })).toHaveCount(0);
  await shoot(outsider, '4-other-school-student');
  await outsiderContext.close();

  // A visitor: profiles need a sign-in (spec §2); the page they wanted is remembered.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(ownPath);
  await expect(visitor).toHaveURL(/\/login/);
  await shoot(visitor, '5-visitor');
  await visitorContext.close();
});
