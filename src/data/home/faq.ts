import { z } from 'zod';
import { faqItemSchema, sectionHeadingSchema } from '../blocks';

/** FAQ (#faq): spec 3 "FAQ item". The first five also go into the FAQPage record. */
export const FAQ_COUNT = 8;
export const FAQ_STRUCTURED_DATA_COUNT = 5;

export const faqSectionSchema = z.object({
  heading: sectionHeadingSchema,
  items: z.array(faqItemSchema).length(FAQ_COUNT),
});

export const faqSection = faqSectionSchema.parse({
  heading: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions About SEO',
    intro: 'Straight answers to what business owners ask us most. Have another question? Ask us on WhatsApp.',
  },
  items: [
    {
      question: 'How long does SEO take to show results?',
      answer:
        'Most websites see initial results in 3-6 months, such as better rankings for less competitive searches and more visitors. Significant results, like steady leads from competitive keywords, usually come in 6-12 months, depending on your competition and where your website starts.',
    },
    {
      question: 'Do you guarantee first-page rankings on Google?',
      answer:
        'No. Nobody controls Google, and any company that guarantees rankings is either guessing or using risky shortcuts. What we promise is proven, white-hat work, honest reporting and a clear plan focused on the searches that bring you customers.',
    },
    {
      question: 'What is included in the free SEO audit?',
      answer:
        "We review your website's technical health, speed, mobile experience, content and keywords, and compare you with your main competitors. You receive a clear list of problems and the fixes we would make first, with no obligation to hire us.",
    },
    {
      question: 'How much do your SEO services cost?',
      answer:
        'It depends on your website, your competition and your goals, so we do not publish fixed prices. After a free audit we send you a tailored quote with a clear scope. Our packages are designed to be affordable for Pakistani businesses of every size.',
    },
    {
      question: 'Do you work with businesses outside Lahore, Karachi and Islamabad?',
      answer:
        'Yes. We work with businesses in more than 50 cities across Pakistan, from Sialkot and Faisalabad to Peshawar and Quetta, and with Pakistani companies that sell to customers abroad. Everything can be handled online and on WhatsApp.',
    },
    {
      question: 'What is the difference between on-page and off-page SEO?',
      answer:
        'On-page SEO is everything on your own website: content, keywords, titles, structure and speed. Off-page SEO builds trust from outside, mainly through links and mentions from other reputable websites. You need both to rank well.',
    },
    {
      question: 'Will I get reports on my SEO progress?',
      answer:
        'Yes. Every month you receive a report in plain language showing your rankings, traffic, enquiries and the work we completed, plus what we plan next. You can ask your account manager about it at any time.',
    },
    {
      question: 'Can you help my business appear on Google Maps?',
      answer:
        'Yes. Local SEO is one of our specialities. We set up and optimise your Google Business Profile, build consistent local listings and help you earn genuine reviews, so customers nearby find you when they search.',
    },
  ],
});

/** The questions published in the FAQPage record. */
export const faqStructuredData = faqSection.items.slice(0, FAQ_STRUCTURED_DATA_COUNT);
