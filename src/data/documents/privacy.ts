import type { SiteConfig } from '../../config/site';
import type { DocumentPageData } from './schema';

/** How long records are kept; stated on the notice and in the README. */
export const RETENTION = {
  leadMonths: 24,
  consentMonths: 6,
  analyticsMonths: 14,
  answerDays: 30,
  auditReportDays: 90,
} as const;

/** The privacy notice: what the forms and analytics collect, why, where, for how long, and people's rights. */
export function privacyPage(site: SiteConfig): DocumentPageData {
  const { brandName: brand, email, phoneDisplay: phone, dataRegion: region } = site;
  return {
    slug: 'privacy',
    kind: 'policy',
    seo: {
      title: 'Privacy notice: how we use your details',
      description:
        'What our audit form, newsletter and analytics collect, why, where it is stored, how long we keep it and how to get a copy or have it erased.',
      keywords: ['privacy notice', 'privacy policy', 'cookies', 'data protection', 'gdpr'],
      breadcrumb: 'Privacy notice',
    },
    title: 'Privacy notice',
    summary: `${brand} is an SEO agency based in Pakistan. This notice explains, in plain words, what we collect when you use this website, why, where it is kept, for how long, and how you can see it or have it deleted. We do not sell your details and we do not use them for advertising.`,
    updated: '2026-11-28',
    sections: [
      {
        id: 'who-we-are',
        title: 'Who holds your details',
        paragraphs: [
          `${brand} decides how your details are used (the "controller" in UK and EU law). You can reach us about anything in this notice at ${email} or on ${phone}.`,
        ],
      },
      {
        id: 'what-we-collect',
        title: 'What we collect and why',
        paragraphs: ['We only collect what you type into our forms, and, if you agree, how the site is used.'],
        bullets: [
          'Free SEO audit form: your name, e-mail address, phone or WhatsApp number, website and what you need help with. We use them to prepare your audit and to reply to your request, because you asked us to.',
          "With the form we also keep where your request came from, to learn which pages and channels bring us customers: the page you sent it from, the page of this site you were on just before, and, where your browser tells us, the page your visit started on, the name of the other website that sent you (such as www.google.com, never the full address of the page), the campaign labels of the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and whether that link came from an ad (yes or no, never the ad's click code). From these we note a channel, such as search, social media or e-mail. We do not keep your IP address or your browser's details with your request.",
          'When you tap a WhatsApp, call or e-mail link on this site, your browser may tell us which kind of link on which page was tapped (no cookie, no IP address, nothing that identifies you is kept): we count taps per page and day to learn which pages help people reach us.',
          'If you talk to us on WhatsApp, by phone or in person, our staff may note your name, phone or e-mail, the page of this site you mention and what you asked, to follow up on it.',
          'Newsletter signup: your e-mail address, to send you our SEO tips, because you asked for them. Every e-mail has a way to unsubscribe.',
          'Analytics, only if you accept: pages visited, how you arrived, rough location from your IP address, device and browser. We use it to see which pages help people and to improve them.',
          'Messages you send us on WhatsApp, by e-mail or by phone, to answer them.',
        ],
      },
      {
        id: 'website-audit',
        title: 'The free audit of your website',
        paragraphs: [
          `When your request includes a website, the site automatically checks that public website (its pages, robots.txt, sitemap and public DNS mail records, as any visitor or search engine could) and keeps the report with your request. The report is at a private address that we share only with you. Reports are erased after ${RETENTION.auditReportDays} days or with your request, whichever comes first.`,
        ],
      },
      {
        id: 'clients',
        title: 'If your business becomes our client',
        paragraphs: [
          "For the contract with your business we keep its business contact details: the business's name, the name, phone or WhatsApp number and e-mail address of the person we deal with, the website and its Google Search Console property. With them we keep a log of the work we do for you (each entry dated and signed by the member of our staff who did it) and your monthly reports. A report holds the month's figures Google's Search Console gives for your property (clicks, impressions, positions, your top pages and searches), read with the access you give our service account, the audit of your public website compared with the first one, and the work done. Reports are at private addresses that we share only with you.",
          'We keep these while we work for you. When our work together ends, our staff erase your client record with the erasure feature of our admin area, which deletes its work log and reports too (the reports’ addresses stop working); a record that this was done, without your details, stays in our activity log.',
        ],
      },
      {
        id: 'spam-check',
        title: 'How we keep spam out',
        paragraphs: [
          `Every audit request goes through an automated spam check of our own: no outside spam service sees it. The check looks at the request itself, for example whether it was sent faster than a person can type, carries many links or comes from a throwaway e-mail service, and may set the request aside as likely spam. A request set aside is kept like any other, with the reasons for it, and read by a person at ${brand}, who moves it back among the others if it is genuine: the check deletes nothing.`,
          'To notice the same request sent again within a day, the check keeps keyed hashes of your e-mail address and phone number: codes made with our secret key, from which the address or number cannot be read back, nor found by trying a list of addresses without the key. They are deleted after about two days, or with your request if it is erased sooner.',
          'So that one connection cannot use up the free audits meant for everyone, we count how many audits each connection asks for in a day, as a keyed hash of its internet address (never the address itself). The counts are deleted after about two days.',
        ],
      },
      {
        id: 'where-it-is-stored',
        title: 'Where your details are stored',
        paragraphs: [
          `This website and its forms run on Netlify, Inc. Form entries, audit reports and newsletter addresses are kept in Netlify's storage (Netlify Blobs) on servers in ${region}. Netlify processes them only on our instructions, under its data processing terms, which include safeguards for transfers from the UK and the EU.`,
          `When someone sends the audit form, an alert with the entry goes by e-mail to our team's inbox (${email}), so that a person at ${brand} can answer. Only our staff can read the entries, after signing in to the site's admin area.`,
        ],
      },
      {
        id: 'who-receives-it',
        title: 'Who else receives your details',
        paragraphs: ['We share your details only with the services that run the site for us:'],
        bullets: [
          'Netlify, Inc. (United States): hosting, the forms and their storage.',
          'Our e-mail provider: delivers lead alerts to our team and our newsletter to you.',
          'Google LLC: Google Analytics, only after you accept analytics cookies.',
          'WhatsApp (Meta): only if you choose to message us there.',
        ],
      },
      {
        id: 'how-long',
        title: 'How long we keep it',
        paragraphs: ['We keep your details no longer than we need them:'],
        bullets: [
          `Audit requests, where they came from, and the replies to them: ${RETENTION.leadMonths} months after our last contact with you, then deleted together.`,
          `Reports of the free audit of your website: ${RETENTION.auditReportDays} days, or until your request is erased, whichever comes first.`,
          "Our clients' business contact details, work log and monthly reports: while we work for you, then until they are erased when our work together ends.",
          "The spam check's keyed hashes of your e-mail address and phone number: about two days.",
          "The free audit's daily count per connection (a keyed hash of its internet address): about two days.",
          'Newsletter addresses: until you unsubscribe or ask us to remove you.',
          `Analytics data: ${RETENTION.analyticsMonths} months in Google Analytics, then deleted by Google.`,
          `Your cookie choice: ${RETENTION.consentMonths} months in your own browser, after which we ask again.`,
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and analytics',
        paragraphs: [
          'When you first visit, a small bar asks whether you accept analytics cookies. Until you choose Accept, Google Analytics sets no cookies and receives nothing from your visit. Reject is as easy as Accept, and the site works the same either way.',
          `If you accept, Google Analytics sets the cookies _ga and _ga_<id>, which last up to two years and tell visits apart. Your choice itself is kept in your browser's local storage (not a cookie) for ${RETENTION.consentMonths} months. You can change it at any time with "Cookie settings" at the bottom of every page; choosing Reject then removes the analytics cookies.`,
          'Staff who sign in to the admin area get one session cookie that keeps them signed in. Visitors get no other cookies.',
          "Without your consent nothing else is stored on your device: when you send the audit form, it sends only what the page itself knows. That is its own address and the page of this site you came from; and, if your visit started on the page with the form, the name of the other website that sent you there (such as www.google.com, never the full address of the page), the campaign labels in the page's own address (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and whether that address came from an ad (yes or no, never the ad's click code). If you accept analytics, the page your visit started on, the other website that sent you and the campaign labels of the link you followed are kept in your browser's session storage for this visit only (they are gone when you close the tab), so that an audit request you send a few pages later can tell us where the visit began. Choosing Reject removes them.",
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights: a copy, a correction or erasure',
        paragraphs: [
          `You can ask us for a copy of the details we hold about you, ask us to correct them, to delete them, or to stop using them. Write to ${email} or call ${phone} from the e-mail address or number you gave us, so that we know the request is yours.`,
          `We answer within ${RETENTION.answerDays} days. To erase your details, our staff remove your audit requests and newsletter address with the erasure feature of our admin area, which deletes the records from our storage (with their audit reports and the spam check's hashes of your e-mail address and phone number), and we confirm to you when it is done. Where you gave consent (newsletter, analytics), you can withdraw it at any time.`,
          "If you are unhappy with our answer, you can complain to the data protection authority where you live: the ICO in the UK, the Office of the Privacy Commissioner in Canada, the OAIC in Australia, the UAE Data Office, or your state's attorney general in the US.",
        ],
      },
      {
        id: 'security',
        title: 'Keeping your details safe',
        paragraphs: [
          'The site is served only over HTTPS. Form entries are reachable only through our admin area, which needs a password, limits sign-in attempts and signs staff out after a while.',
        ],
      },
      {
        id: 'children',
        title: 'Children',
        paragraphs: ['Our services are for businesses. We do not knowingly collect details from anyone under 16.'],
      },
      {
        id: 'changes',
        title: 'Changes to this notice',
        paragraphs: [
          'When we change this notice we update the date at the top of this page. We will not use details you already gave us in a new way without telling you first.',
        ],
      },
    ],
  };
}
