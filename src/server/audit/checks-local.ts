import { type AuditContext, type Check, defineCheck, quote, verdict } from './check-kit';
import { normalisePkPhone } from '../../lib/contact/phone';
import { isLocalBusiness, localBusinessFacts } from './structured-data';

/** Local customers in Pakistan: business data, phone numbers, WhatsApp, address and map, hours, reviews, a call to action early. */

function businesses(context: AuditContext) {
  return context.facts.jsonLd
    .flatMap((block) => block.nodes)
    .filter(isLocalBusiness)
    .map(localBusinessFacts);
}

const localBusiness = defineCheck(
  {
    id: 'local-business-data',
    group: 'local',
    title: 'Business details for Google (LocalBusiness)',
    priority: 'medium',
    effort: '30 minutes',
    why: 'LocalBusiness data gives Google your name, address, phone and hours in a form it trusts for local results and Maps.',
    fix: 'Add LocalBusiness (or a subtype such as Dentist, Restaurant) JSON-LD with name, address (streetAddress, addressLocality, addressCountry "PK"), telephone and openingHoursSpecification.',
    limits: 'The subtypes recognised are the common ones; data a script or tag manager adds is not seen',
  },
  (context, definition) => {
    const found = businesses(context);
    if (found.length === 0) return verdict(definition, 'warn', 'No LocalBusiness (or subtype) structured data.');
    const first = found[0]!;
    const evidence = `${first.type}: name ${first.name ? quote(first.name) : 'missing'}, locality ${first.locality ? quote(first.locality) : 'missing'}, country ${first.country ? quote(first.country) : 'missing'}, telephone ${first.telephones.join(', ') || 'missing'}, hours ${first.hasHours ? 'given' : 'missing'}`;
    if (first.problems.length > 0) return verdict(definition, 'warn', `${evidence}\nProblems: ${first.problems.join('; ')}`);
    return verdict(definition, 'pass', evidence);
  },
);

const phoneOnPage = defineCheck(
  {
    id: 'phone-tappable',
    group: 'local',
    title: 'Phone number people can tap',
    priority: 'high',
    effort: '10 minutes',
    why: 'Most Pakistani visitors are on a phone: a number they can tap to call wins the customer; one they must copy loses many.',
    fix: 'Show your number and link it: <a href="tel:+923001234567">0300 1234567</a>.',
    limits: 'Numbers inside images, and numbers a script writes, cannot be read',
  },
  (context, definition) => {
    const { phonesInText, telLinks, tappablePhones } = context.facts;
    if (phonesInText.length === 0 && telLinks.length === 0)
      return verdict(definition, 'fail', 'No Pakistani phone number in the page’s text or links.');
    // A number written as the words of a tel: or WhatsApp link is already one tap away.
    const untappable = phonesInText.filter((phone) => !telLinks.includes(phone) && !tappablePhones.includes(phone));
    const inChatLinks = tappablePhones.filter((phone) => !telLinks.includes(phone));
    const evidence = `Numbers in the text: ${phonesInText.map((phone) => `+${phone}`).join(', ') || 'none'}\ntel: links: ${telLinks.map((phone) => (/^\d+$/.test(phone) ? `+${phone}` : phone)).join(', ') || 'none'}${inChatLinks.length ? `\nIn WhatsApp links: ${inChatLinks.map((phone) => `+${phone}`).join(', ')}` : ''}`;
    if (untappable.length > 0)
      return verdict(
        definition,
        'warn',
        evidence,
        `Link ${untappable.map((phone) => `+${phone}`).join(', ')} with tel: so it can be tapped.`,
      );
    return verdict(definition, 'pass', evidence);
  },
);

const phoneMatch = defineCheck(
  {
    id: 'phone-matches-data',
    group: 'local',
    title: 'Same phone number everywhere',
    priority: 'high',
    effort: '10 minutes',
    why: 'When the structured data gives Google another number than the page shows, Google may show the wrong one, and customers call a dead line.',
    fix: 'Make the telephone in the structured data the same number the page shows (and your Google Business Profile).',
    limits: 'Compared after normalising to 92…; numbers a script writes are not seen',
  },
  (context, definition) => {
    const dataPhones = businesses(context).flatMap((business) => business.telephones);
    if (dataPhones.length === 0) return verdict(definition, 'info', 'No telephone in structured data to compare.');
    const pagePhones = new Set([...context.facts.phonesInText, ...context.facts.telLinks]);
    if (pagePhones.size === 0)
      return verdict(definition, 'info', `Structured data says ${dataPhones.join(', ')}; the page shows no number.`);
    const mismatched = dataPhones.filter((phone) => {
      const normalised = normalisePkPhone(phone);
      return !normalised || !pagePhones.has(normalised);
    });
    const evidence = `Structured data telephone: ${dataPhones.map((phone) => quote(phone)).join(', ')}\nOn the page: ${[...pagePhones].map((phone) => (/^\d+$/.test(phone) ? `+${phone}` : phone)).join(', ')}`;
    return verdict(definition, mismatched.length > 0 ? 'fail' : 'pass', evidence);
  },
);

const whatsapp = defineCheck(
  {
    id: 'whatsapp-link',
    group: 'local',
    title: 'WhatsApp chat link',
    priority: 'high',
    effort: '10 minutes',
    why: 'In Pakistan most enquiries start on WhatsApp; a one-tap chat link turns a visit into a conversation.',
    fix: 'Add a link https://wa.me/92XXXXXXXXXX (your number, country code first) near the top and at the bottom of the page.',
    limits: 'A chat widget a script loads shows in a browser and is not seen here',
  },
  (context, definition) => {
    const links = context.facts.links.filter((link) => /(wa\.me\/|api\.whatsapp\.com|whatsapp:\/\/|chat\.whatsapp\.com)/i.test(link.href));
    if (links.length === 0) return verdict(definition, 'warn', 'No wa.me or WhatsApp link.');
    return verdict(
      definition,
      'pass',
      links
        .slice(0, 3)
        .map((link) => `<a href=${quote(link.href, 120)}>`)
        .join('\n'),
    );
  },
);

const MAPS = /(google\.[a-z.]+\/maps|maps\.google\.|maps\.app\.goo\.gl|goo\.gl\/maps|g\.page\/|business\.google\.com)/i;

const addressAndMap = defineCheck(
  {
    id: 'address-map',
    group: 'local',
    title: 'Address and map link',
    priority: 'medium',
    effort: '15 minutes',
    why: 'People want to know where you are before they call or visit; a Maps link gives them directions in one tap and ties the site to your Business Profile.',
    fix: 'Write your address on the page and link it to your Google Maps / Business Profile listing.',
    limits: 'A map a script embeds is not seen; address words are a list of common Pakistani place words',
  },
  (context, definition) => {
    const mapLinks = context.facts.links.filter((link) => MAPS.test(link.href));
    const iframeMap = MAPS.test(context.page.body) && /<iframe[^>]+google\.[a-z.]+\/maps/i.test(context.page.body);
    const addressText =
      /\b(road|rd\.|street|st\.|block|sector|phase|plaza|gulberg|dha|bahria|lahore|karachi|islamabad|rawalpindi|faisalabad|multan|peshawar|quetta|sialkot|hyderabad)\b|(?:لاہور|کراچی|اسلام آباد|روڈ|بلاک)/i.exec(
        context.facts.text,
      );
    const evidence = `Address words in the text: ${addressText ? quote(context.facts.text.slice(Math.max(0, addressText.index - 40), addressText.index + 60)) : 'none found'}\nMaps link: ${mapLinks[0]?.href.slice(0, 120) ?? (iframeMap ? 'an embedded Google map' : 'none')}`;
    if (!addressText && mapLinks.length === 0 && !iframeMap) return verdict(definition, 'warn', evidence);
    if (mapLinks.length === 0 && !iframeMap)
      return verdict(definition, 'warn', evidence, 'Link the address to your Google Maps / Business Profile listing.');
    return verdict(definition, 'pass', evidence);
  },
);

const hours = defineCheck(
  {
    id: 'opening-hours',
    group: 'local',
    title: 'Opening hours',
    priority: 'low',
    effort: '10 minutes',
    why: 'People check when you are open before calling; Google shows hours from your data.',
    fix: 'Write your opening hours on the page and in openingHoursSpecification.',
    limits: 'Hours a script or widget shows are not seen; text is matched loosely',
  },
  (context, definition) => {
    const inData = businesses(context).some((business) => business.hasHours);
    const inText = /\b(open|opening hours|timings?|hours)\b[^.]{0,60}\d{1,2}(:\d{2})?\s*(am|pm)?|\b(mon|monday)\b[^.]{0,40}\d|اوقات/i.exec(
      context.facts.text,
    );
    const evidence = `In structured data: ${inData ? 'yes' : 'no'}\nIn the text: ${inText ? quote(inText[0], 100) : 'not found'}`;
    return verdict(definition, inData || inText ? 'pass' : 'warn', evidence);
  },
);

const reviews = defineCheck(
  {
    id: 'reviews',
    group: 'local',
    title: 'Reviews shown',
    priority: 'low',
    effort: '1 hour',
    why: 'Customers trust other customers: reviews on the page answer "are they any good?" before it is asked.',
    fix: 'Show a few real customer reviews (with names and dates) and link to your Google reviews.',
    limits: 'Review widgets a script loads (Google, Facebook) are not seen; a note only',
  },
  (context, definition) => {
    const nodes = context.facts.jsonLd.flatMap((block) => block.nodes);
    const inData = nodes.some((node) => node.aggregateRating || node.review);
    const inText = /\b(reviews?|testimonials?|what (our )?(clients|customers) say|★|⭐)|ریویو|تبصرے/i.exec(context.facts.text);
    return verdict(
      definition,
      inData || inText ? 'pass' : 'info',
      `In structured data: ${inData ? 'yes' : 'no'}\nIn the text: ${inText ? quote(inText[0]) : 'not found'}`,
      definition.fix,
    );
  },
);

const callToAction = defineCheck(
  {
    id: 'early-call-to-action',
    group: 'local',
    title: 'A way to contact you early on the page',
    priority: 'medium',
    effort: '20 minutes',
    why: 'Many visitors decide in seconds; a call, WhatsApp or enquiry button near the top catches them before they leave.',
    fix: 'Put a "Call" or "WhatsApp us" button in the first screen of the page.',
    limits: "Position is measured in text, not in pixels of a phone's first screen; a floating button a script adds is not seen",
  },
  (context, definition) => {
    const cta = context.facts.firstCallToAction;
    if (!cta)
      return verdict(definition, context.facts.builtByJavaScript ? 'info' : 'warn', 'No tel:, WhatsApp, contact link or form in the HTML.');
    const evidence = `First: ${cta.what}, after ${Math.round(cta.position * 100)}% of the page’s text.`;
    return verdict(definition, cta.position <= 0.3 ? 'pass' : 'warn', evidence);
  },
);

export const localChecks: Check[] = [localBusiness, phoneOnPage, phoneMatch, whatsapp, addressAndMap, hours, reviews, callToAction];
