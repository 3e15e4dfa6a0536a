/** The twelve Pakistani cities the spec lists on /local-seo and /dental-seo. */
export const pakistanCities = [
  'Lahore',
  'Karachi',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Gujranwala',
  'Sialkot',
  'Hyderabad',
  'Sargodha',
] as const;
