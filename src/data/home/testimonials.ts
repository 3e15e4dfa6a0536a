import { z } from 'zod';
import { sectionHeadingSchema } from '../blocks';

/**
 * Reviews (#reviews): spec 3 "Testimonial". We show generated initials
 * instead of photos, so no image is stored.
 */
export const TESTIMONIAL_COUNT = 10;

export const testimonialSchema = z.object({
  name: z.string().trim().min(3).max(40),
  title: z.string().trim().min(3).max(60),
  review: z.string().trim().min(60).max(400),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const reviewsSectionSchema = z.object({
  heading: sectionHeadingSchema,
  rating: z.object({ value: z.literal('5.0'), label: z.string().trim().min(5) }),
  items: z.array(testimonialSchema).length(TESTIMONIAL_COUNT),
});

export const reviewsSection = reviewsSectionSchema.parse({
  heading: {
    eyebrow: 'Client reviews',
    title: 'What Our Clients Say About Us',
    intro: 'Business owners across Pakistan trust us with their search rankings. Here is what some of them say.',
  },
  rating: { value: '5.0', label: 'Average client rating' },
  items: [
    {
      name: 'Ahmed Raza',
      title: 'Owner, Raza Electronics, Lahore',
      review:
        'Within six months we went from page three to the top of Google for our main products. Walk-in customers now tell us they found us online.',
    },
    {
      name: 'Sana Malik',
      title: 'Founder, Malik Boutique, Karachi',
      review:
        'Our online store finally gets orders from Google, not just Instagram. The monthly reports are clear and the team always answers on WhatsApp.',
    },
    {
      name: 'Dr. Usman Tariq',
      title: 'Dentist, Smile Dental Clinic, Islamabad',
      review: 'New patients now find us on Google Maps every week. They set up our profile properly and helped us collect genuine reviews.',
    },
    {
      name: 'Bilal Hussain',
      title: 'Director, Hussain Sports, Sialkot',
      review:
        'We export footballs and gloves, and now buyers from Europe find us directly through search. A very professional and honest team.',
    },
    {
      name: 'Ayesha Siddiqui',
      title: 'Partner, Siddiqui & Co. Chartered Accountants',
      review:
        'They understood our clients and the services they search for. Enquiries through the website have grown steadily month after month.',
    },
    {
      name: 'Farhan Sheikh',
      title: 'CEO, Sheikh Properties, Rawalpindi',
      review: 'Honest from day one: no fake promises, just steady work. Our property listings now rank for the areas that matter to us.',
    },
    {
      name: 'Hina Javed',
      title: 'Owner, Glow Aesthetics, Lahore',
      review:
        'Bookings from Google have grown a lot since we started. They explain everything simply, which I really appreciate as a busy owner.',
    },
    {
      name: 'Kamran Akhtar',
      title: 'Managing Partner, Akhtar Law Associates, Karachi',
      review:
        'Clients looking for a family lawyer in Karachi now find our firm first. The content they write is accurate and professional.',
    },
    {
      name: 'Zainab Abbas',
      title: 'Co-founder, ChaiWala Cafe, Islamabad',
      review: 'We rank for "cafe near me" in our area and weekend footfall is up. Great local SEO work and always quick to respond.',
    },
    {
      name: 'Omar Farooq',
      title: 'Founder, TechNest Software, Lahore',
      review:
        'Our SaaS product gets demo requests from organic search now. Their technical SEO audit found problems our developers had missed for years.',
    },
  ],
});
