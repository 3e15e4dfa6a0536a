import { site } from '../../config/site';

/** Home's search title, description and keywords (the defaults the admin's Search appearance tab starts from). */
export const homeSeo = {
  title: `${site.brandName}: SEO Services in Pakistan`,
  description:
    'SEO services for businesses across Pakistan: audits, on-page, off-page, local and e-commerce SEO with honest timelines and clear reporting.',
  keywords: ['seo services pakistan', 'seo agency pakistan', 'seo company lahore karachi islamabad', 'free seo audit'],
};
