import type { ReactElement, ReactNode } from 'react';
import { readSiteConfig } from '../../config/site';
import { renderMarkdown } from '../../lib/markdown/render';
import { campaignLinkTagger } from './campaign-links';

/**
 * Every newsletter mail, as React Email components: one layout with the
 * agency's name, postal address and unsubscribe link in the footer, rendered
 * to an HTML part and a plain-text part (React Email's render, which uses
 * html-to-text for the text). React Email over MJML: the site already renders
 * with React, so templates are typed TSX checked by the same compiler, and no
 * second template language or build step is needed.
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const COLOURS = { brand: '#1d4ed8', text: '#0f172a', muted: '#475569', page: '#f1f5f9' };

/**
 * React Email's components and render (about 300 CPU-ms: tailwind, postcss, react-dom/server) load
 * when a mail is first drawn, here rather than at the top, so the deploy's bundle keeps them out of
 * a function's start as well (it hoists a static import of a package, even in a module loaded late).
 */
async function reactEmail() {
  const [components, { render }] = await Promise.all([import('@react-email/components'), import('@react-email/render')]);
  return { ...components, render };
}
/** `E` below: React Email, as loaded. */
type ReactEmail = Awaited<ReturnType<typeof reactEmail>>;

function Layout({ E, preview, unsubscribeUrl, children }: { E: ReactEmail; preview: string; unsubscribeUrl: string; children: ReactNode }) {
  const site = readSiteConfig();
  return (
    <E.Html lang="en">
      <E.Head />
      {preview ? <E.Preview>{preview}</E.Preview> : null}
      <E.Body style={{ backgroundColor: COLOURS.page, color: COLOURS.text, fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <E.Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' }}>
          <E.Text style={{ color: COLOURS.brand, fontSize: '18px', fontWeight: 'bold', margin: '0 0 16px' }}>{site.brandName}</E.Text>
          {children}
          <E.Hr style={{ borderColor: '#e2e8f0', margin: '32px 0 16px' }} />
          <E.Section>
            <E.Text style={{ color: COLOURS.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              {site.brandName}, {site.postalAddress}
            </E.Text>
            <E.Text style={{ color: COLOURS.muted, fontSize: '12px', lineHeight: '18px', margin: '8px 0 0' }}>
              You receive this because this address was signed up for our newsletter at {new URL(unsubscribeUrl).host}.{' '}
              <E.Link href={unsubscribeUrl} style={{ color: COLOURS.muted, textDecoration: 'underline' }}>
                Unsubscribe
              </E.Link>
            </E.Text>
          </E.Section>
        </E.Container>
      </E.Body>
    </E.Html>
  );
}

async function renderMail(E: ReactEmail, subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    E.render(element),
    E.render(element, { plainText: true, htmlToTextOptions: { selectors: [{ selector: 'img', format: 'skip' }] } }),
  ]);
  return { subject, html, text };
}

/** The double opt-in mail: one button to the confirmation page. */
export async function confirmationMail({
  confirmUrl,
  unsubscribeUrl,
  reconfirmation = false,
}: {
  confirmUrl: string;
  unsubscribeUrl: string;
  reconfirmation?: boolean;
}): Promise<RenderedMail> {
  const E = await reactEmail();
  const { brandName } = readSiteConfig();
  const subject = reconfirmation ? `Do you still want ${brandName}'s newsletter?` : `Please confirm your subscription to ${brandName}`;
  const intro = reconfirmation
    ? `You signed up for our newsletter before we asked every reader to confirm. To keep receiving it, please confirm your subscription. If you do nothing, we will not send you the newsletter.`
    : `Someone, hopefully you, asked to receive ${brandName}'s newsletter at this address. Please confirm that it was you. If it was not, ignore this mail: nothing will be sent to you.`;
  return renderMail(
    E,
    subject,
    <Layout E={E} preview="One click to confirm your newsletter subscription." unsubscribeUrl={unsubscribeUrl}>
      <E.Heading as="h1" style={{ fontSize: '22px' }}>
        Confirm your subscription
      </E.Heading>
      <E.Text>{intro}</E.Text>
      <E.Button
        href={confirmUrl}
        style={{ backgroundColor: COLOURS.brand, borderRadius: '6px', color: '#ffffff', fontWeight: 'bold', padding: '12px 20px' }}
      >
        Confirm my subscription
      </E.Button>
      <E.Text style={{ color: COLOURS.muted, fontSize: '13px' }}>
        The link works once and for 7 days. If the button does not work, open this address: {confirmUrl}
      </E.Text>
    </Layout>,
  );
}

/** The answer to a sign-up of an address that is already confirmed (so the sign-up form never tells anyone). */
export async function alreadySubscribedMail({ unsubscribeUrl }: { unsubscribeUrl: string }): Promise<RenderedMail> {
  const E = await reactEmail();
  const { brandName } = readSiteConfig();
  return renderMail(
    E,
    `You are already subscribed to ${brandName}`,
    <Layout E={E} preview="Nothing to do: you already receive our newsletter." unsubscribeUrl={unsubscribeUrl}>
      <E.Heading as="h1" style={{ fontSize: '22px' }}>
        You are already subscribed
      </E.Heading>
      <E.Text>
        Someone asked to sign this address up for our newsletter again. You already receive it, so nothing changes. If you no longer want
        it, use the unsubscribe link below.
      </E.Text>
    </Layout>,
  );
}

/**
 * A campaign: staff's Markdown through the articles' renderer (safe HTML, the
 * site's own links told from other sites' by the origin of the unsubscribe
 * link), in the shared layout. Its links to the site carry the newsletter's
 * UTM values (campaign-links.ts).
 */
export async function campaignMail({
  subject,
  previewText,
  markdown,
  unsubscribeUrl,
}: {
  subject: string;
  previewText: string;
  markdown: string;
  unsubscribeUrl: string;
}): Promise<RenderedMail> {
  const E = await reactEmail();
  return renderMail(
    E,
    subject,
    <Layout E={E} preview={previewText} unsubscribeUrl={unsubscribeUrl}>
      <div
        style={{ fontSize: '16px', lineHeight: '24px' }}
        dangerouslySetInnerHTML={{
          __html: renderMarkdown(markdown, {
            siteOrigin: new URL(unsubscribeUrl).origin,
            rewriteLink: campaignLinkTagger(subject, unsubscribeUrl),
          }).html,
        }}
      />
    </Layout>,
  );
}
