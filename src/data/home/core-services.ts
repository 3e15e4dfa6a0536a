import { z } from 'zod';
import { buttonSchema, iconCardSchema, sectionHeadingSchema } from '../blocks';

/** Core SEO: three cards whose Inquire Now scrolls to #contact, then a call-to-action banner. */
export const coreServicesSchema = z.object({
  heading: sectionHeadingSchema,
  items: z.array(iconCardSchema.extend({ points: z.array(z.string().trim().min(5)).length(3) })).length(3),
  banner: z.object({
    title: z.string().trim().min(10).max(90),
    text: z.string().trim().min(20),
    /** Contact us, then chat on WhatsApp. */
    buttons: z.array(buttonSchema).length(2),
  }),
});

export const coreServices = coreServicesSchema.parse({
  heading: {
    eyebrow: 'Core SEO',
    title: 'The Three Pillars of Every Successful SEO Campaign',
    intro: 'Every project we take on rests on the same three foundations. Get them right and rankings follow.',
  },
  items: [
    {
      icon: 'search',
      title: 'SEO Audit',
      text: 'We start by finding out exactly where your website stands and what is stopping it from ranking.',
      points: ['Crawl errors and broken pages', 'Speed and mobile problems', 'Content and keyword gaps'],
    },
    {
      icon: 'document',
      title: 'On Page SEO',
      text: 'We improve every page so it targets the searches your customers make and answers them well.',
      points: ['Keyword-focused content', 'Internal links and structure', 'Titles that earn the click'],
    },
    {
      icon: 'link',
      title: 'Off Page SEO',
      text: "We build your website's reputation with links and mentions from relevant, trusted websites.",
      points: ['Relevant, earned backlinks', 'Local business listings', 'Outreach to Pakistani publishers'],
    },
  ],
  banner: {
    title: 'Find Out What Is Holding Your Website Back',
    text: 'Request a free SEO audit. We will review your website and send you a clear list of fixes, with no obligation to hire us.',
    buttons: [
      { label: 'Request Free Audit', action: { type: 'contact' } },
      {
        label: 'Ask on WhatsApp',
        action: { type: 'chat', message: "Hello! I'd like a free SEO audit of my website. What do you need from me?" },
      },
    ],
  },
});
