/**
 * Writes tests/fixtures/spam/labelled-leads.json: the labelled set the spam
 * rules are measured on (src/server/leads/spam.test.ts). Run once and commit
 * the output; it is deterministic (seeded), so running it again gives the
 * same file unless this script changed.
 *
 *   node scripts/spam-labelled-set.ts
 *
 * Genuine leads are written the way Pakistani business owners write to an SEO
 * agency: English, Urdu (Arabic script) and Roman Urdu, local phone formats,
 * .pk / .com.pk sites, some with a link to their own site, some sent twice,
 * a few whose form token went missing, and questions about what sellers
 * promise ("Do you guarantee first page ranking?"). Spam is what such a form gets: link
 * spam, "SEO services" pitches, crypto and casino, Cyrillic and Chinese text,
 * throwaway mail, and bots (hidden field, sent instantly, no form token).
 * Each item carries the facts the function would gather (form timing, repeat);
 * the disposable-mail fact is looked up from the real list by the test.
 */
import { writeFileSync } from 'node:fs';

interface Item {
  label: 'spam' | 'genuine';
  kind: string;
  request: Record<string, string>;
  facts: { form: { state: 'missing' } | { state: 'invalid' } | { state: 'valid'; ageMs: number }; repeat: boolean };
}

// mulberry32: small, seeded, the same sequence everywhere.
let seed = 0x5eed_2026;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (p: number) => random() < p;
const between = (low: number, high: number) => Math.floor(low + random() * (high - low + 1));
const digits = (n: number) => Array.from({ length: n }, () => between(0, 9)).join('');

// ---------- genuine ----------

const FIRST = [
  'Ali',
  'Ahmed',
  'Bilal',
  'Usman',
  'Hamza',
  'Faisal',
  'Imran',
  'Kashif',
  'Zeeshan',
  'Naveed',
  'Asad',
  'Shahid',
  'Tariq',
  'Waqas',
  'Adnan',
  'Saad',
  'Farhan',
  'Junaid',
  'Rizwan',
  'Sohail',
  'Ayesha',
  'Fatima',
  'Sana',
  'Hina',
  'Maryam',
  'Amna',
  'Rabia',
  'Saima',
  'Nadia',
  'Zainab',
  'Mehwish',
  'Sidra',
  'Khadija',
  'Iqra',
  'Umer',
  'Haris',
  'Danish',
  'Shoaib',
  'Arslan',
  'Mudassar',
];
const LAST = [
  'Khan',
  'Ahmed',
  'Malik',
  'Butt',
  'Chaudhry',
  'Qureshi',
  'Sheikh',
  'Raza',
  'Hussain',
  'Iqbal',
  'Siddiqui',
  'Mirza',
  'Awan',
  'Rana',
  'Baig',
  'Abbasi',
  'Javed',
  'Shah',
  'Anwar',
  'Memon',
  'Baloch',
  'Khattak',
  'Niazi',
  'Gondal',
  'Bhatti',
];
const URDU_NAMES = [
  'علی رضا',
  'محمد عمران',
  'فاطمہ خان',
  'احمد علی',
  'عائشہ ملک',
  'بلال احمد',
  'ثنا بٹ',
  'حمزہ قریشی',
  'زینب شاہ',
  'عثمان چوہدری',
];
const CITIES = [
  'Lahore',
  'Karachi',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Sialkot',
  'Gujranwala',
  'Hyderabad',
  'Quetta',
  'Bahawalpur',
  'Sargodha',
  'Abbottabad',
];
const URDU_CITIES = ['لاہور', 'کراچی', 'اسلام آباد', 'راولپنڈی', 'فیصل آباد', 'ملتان', 'پشاور', 'سیالکوٹ'];
const BUSINESSES = [
  ['bakery', 'sweets'],
  ['dental clinic', 'dental'],
  ['real estate agency', 'properties'],
  ['boutique', 'fashion'],
  ['restaurant', 'foods'],
  ['pharmacy', 'pharma'],
  ['school', 'school'],
  ['textile export company', 'textiles'],
  ['car rental service', 'rentacar'],
  ['furniture showroom', 'furniture'],
  ['travel agency', 'travels'],
  ['law firm', 'law'],
  ['surgical instruments company', 'surgical'],
  ['sports goods factory', 'sports'],
  ['salon', 'salon'],
  ['marble business', 'marble'],
  ['solar panel company', 'solar'],
  ['tuition academy', 'academy'],
  ['catering service', 'caterers'],
  ['mobile shop', 'mobiles'],
  ['hardware store', 'hardware'],
  ['interior design studio', 'interiors'],
  ['rice export business', 'rice'],
  ['leather jacket brand', 'leather'],
  ['skin care clinic', 'skincare'],
] as const;
const URDU_BUSINESSES = [
  'بیکری',
  'ڈینٹل کلینک',
  'پراپرٹی کا کاروبار',
  'بوتیک',
  'ریسٹورنٹ',
  'فارمیسی',
  'اسکول',
  'فرنیچر شوروم',
  'ٹریول ایجنسی',
  'سولر کمپنی',
];

function genuineName(): string {
  const style = random();
  if (style < 0.12) return pick(URDU_NAMES);
  if (style < 0.2) return pick(FIRST);
  const name = `${pick(FIRST)} ${pick(LAST)}`;
  return chance(0.1) ? name.toLowerCase() : name;
}

function pkPhone(): string {
  const network = `3${between(0, 4)}${between(0, 9)}`;
  const number = digits(7);
  switch (between(0, 7)) {
    case 0:
      return `+92 ${network} ${number}`;
    case 1:
      return `0${network}-${number}`;
    case 2:
      return `0${network}${number}`;
    case 3:
      return `0${network} ${number}`;
    case 4:
      return `+92${network}${number}`;
    case 5:
      return `0092 ${network} ${number}`;
    case 6:
      return `${pick(['042', '021', '051', '041', '061'])}-${between(3, 3)}${digits(7)}`;
    default:
      return `(0${network}) ${number.slice(0, 3)}-${number.slice(3)}`;
  }
}

function slugOf(business: readonly [string, string], city: string): string {
  return pick([
    `${business[1]}${city.toLowerCase().slice(0, 3)}`,
    `${pick(LAST).toLowerCase()}${business[1]}`,
    `${business[1]}-${city.toLowerCase()}`,
    `the${business[1]}`,
  ]);
}

function genuineSite(slug: string): string {
  const tld = pick(['.pk', '.com.pk', '.com.pk', '.com', '.pk', '.net.pk', '.org.pk', '.store']);
  const site = `${slug}${tld}`;
  return pick([site, `www.${site}`, `https://${site}`, `https://www.${site}/`, site]);
}

function genuineEmail(name: string, slug: string, site: string): string {
  const latin = /^[\p{Script=Latin}\s]+$/u.test(name)
    ? name.toLowerCase().replace(/\s+/g, pick(['.', '', '_']))
    : pick(FIRST).toLowerCase();
  const own = site
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
  return pick([
    `${latin}${chance(0.5) ? between(1, 999) : ''}@gmail.com`,
    `${latin}@gmail.com`,
    `${latin}${between(70, 99)}@yahoo.com`,
    `${latin}@hotmail.com`,
    `${latin}@outlook.com`,
    `info@${own}`,
    `${latin.split(/[._]/)[0]}@${own}`,
    `contact@${slug}.com.pk`,
  ]);
}

const ENGLISH_ASKS = [
  (b: string, c: string) => `We have a ${b} in ${c} and want more customers from Google. Please audit our website.`,
  (b: string, c: string) => `Need SEO for my ${b}, ${c}. Our website is not showing on Google at all.`,
  (b: string, c: string) =>
    `Hi, I run a small ${b} in ${c}. Competitors come first on Google Maps, we are on page 3. What can you do and what will it cost?`,
  (b: string, c: string) => `Assalam o Alaikum. We need local SEO for our ${b} in ${c}. Please send the free audit on WhatsApp.`,
  (b: string) => `Our ${b} website was made last year but we get no calls from it. Kindly check and tell us what is wrong.`,
  (b: string, c: string) => `Looking for SEO services for our ${b}. We are based in ${c} but deliver all over Pakistan.`,
  (b: string) => `Please do a free audit. We sell online (${b}) and want to rank for our main products.`,
  (b: string, c: string) => `Salam, I want my ${b} to come on top when people search "${b} in ${c}". Budget is limited, please guide.`,
  (b: string) => `We are a ${b} and our traffic dropped after the last Google update. Need help urgently.`,
  (b: string, c: string) =>
    `Good day. We are opening a second branch of our ${b} in ${c} and need the website ready for Google before launch.`,
  (b: string) => `Can you handle Google Business Profile and reviews for our ${b}? Also want a monthly report.`,
  (b: string, c: string) => `My brother recommended you. ${b} in ${c}, website needs SEO and maybe speed work. Call after 5 pm please.`,
  (b: string) => `Do you guarantee first page ranking? We tried one agency before and wasted money. Business is a ${b}.`,
  (b: string) => `Want to know your monthly SEO packages for a ${b}. We also run Facebook ads.`,
  (b: string) => `We export to UK and Dubai (${b}). Need international SEO so buyers find us. Please share audit and price.`,
  // Near the pitch phrases on purpose: a lead may be a web company itself, or ask about links.
  (_b: string, c: string) => `We are a web design company in ${c} and need SEO for our own website, not for clients.`,
  (b: string) => `Guest posting or backlinks, which is better for a ${b}? We are confused, please advise in the audit.`,
];
const ROMAN_URDU_ASKS = [
  (b: string, c: string) => `Assalam o alaikum, meri ${b} ${c} mein hai. Google pe hamari website nazar nahi aati, audit kar dein please.`,
  (b: string, c: string) => `AoA bhai, hamein ${b} ke liye SEO chahiye. ${c} mein customers chahiye Google se.`,
  (b: string) => `Salam. Website bani hui hai lekin koi call nahi aati. Kya aap check kar sakte hain? Kaam ${b} ka hai.`,
  (b: string, c: string) => `Mujhe apni ${b} ki website Google ke first page pe chahiye, ${c} mein. Kitna kharcha aayega?`,
  (b: string) => `Hamari ${b} ki sales online barhani hain. Free audit bhej dein WhatsApp pe, shukriya.`,
  (b: string, c: string) => `Bhai jaan ${c} se baat kar raha hoon, ${b} hai apni. Google maps pe bhi show karwana hai.`,
  (b: string) => `Kya aap log local SEO karte hain? Hamara ${b} hai aur competition bohat zyada hai.`,
  (b: string) => `Pichle mahine se website ki ranking gir gayi hai. ${b} ka business hai. Jaldi rabta karein.`,
];
const URDU_ASKS = [
  (b: string, c: string) => `السلام علیکم، ہماری ${b} ${c} میں ہے۔ گوگل پر ہماری ویب سائٹ نظر نہیں آتی۔ برائے مہربانی مفت آڈٹ کر دیں۔`,
  (b: string, c: string) => `مجھے اپنی ${b} کے لیے ایس ای او چاہیے۔ ${c} کے گاہک گوگل سے آئیں، یہی مقصد ہے۔`,
  (b: string) => `ہماری ${b} کی ویب سائٹ سے کوئی کال نہیں آتی۔ آپ چیک کر کے بتائیں کیا مسئلہ ہے۔ شکریہ`,
  (b: string, c: string) => `جناب، ${c} میں ہماری ${b} ہے۔ گوگل میپس پر بھی دکھانا ہے۔ واٹس ایپ پر رابطہ کریں۔`,
  (b: string) => `ہم ${b} چلاتے ہیں۔ آن لائن آرڈر بڑھانے ہیں۔ آپ کے پیکج کیا ہیں؟`,
];

function genuineRequest(): { request: Record<string, string>; kind: string } {
  const business = pick(BUSINESSES);
  const city = pick(CITIES);
  const name = genuineName();
  const slug = slugOf(business, city);
  const site = chance(0.78) ? genuineSite(slug) : '';
  const language = random();
  let kind: string;
  let text: string;
  if (language < 0.5) {
    kind = 'genuine-english';
    text = pick(ENGLISH_ASKS)(business[0], city);
  } else if (language < 0.78) {
    kind = 'genuine-roman-urdu';
    text = pick(ROMAN_URDU_ASKS)(business[0], city);
  } else {
    kind = 'genuine-urdu';
    text = pick(URDU_ASKS)(pick(URDU_BUSINESSES), pick(URDU_CITIES));
  }
  // Some name their own site in the message, now and then as a full link, once in a while two (old and new site).
  if (site && chance(0.25)) {
    const bare = site.replace(/^https?:\/\//, '').replace(/\/$/, '');
    text += pick([
      ` Our site: https://${bare}`,
      ` Website ${bare}`,
      ` (https://${bare} and old one http://${slug}.blogspot.com)`,
      ` Link: https://${bare}/products`,
    ]);
  }
  if (chance(0.15)) text = '';
  const contact = random();
  const request: Record<string, string> = { name };
  if (contact < 0.7) {
    request.email = genuineEmail(name, slug, site || `${slug}.com.pk`);
    request.phone = pkPhone();
  } else if (contact < 0.9) request.phone = pkPhone();
  else request.email = genuineEmail(name, slug, site || `${slug}.com.pk`);
  if (site) request.website = site;
  if (text) request.service_required = text;
  return { request, kind };
}

function genuineFacts(): Item['facts'] {
  // People take from twenty seconds to a quarter of an hour; a few lose the token (a flaky connection), a few send twice.
  const form: Item['facts']['form'] = chance(0.04) ? { state: 'missing' } : { state: 'valid', ageMs: between(9_000, 900_000) };
  return { form, repeat: chance(0.06) };
}

// ---------- spam ----------

const SPAM_NAMES = [
  'John Smith',
  'David',
  'Mike Johnson',
  'Sarah Williams',
  'Emily',
  'Robert Brown',
  'Alex',
  'Jessica',
  'Kevin',
  'Linda Martin',
  'SEO Expert',
  'Digital Team',
  'Rahul Sharma',
  'Priya',
  'Jack',
  'Anna',
  'Marketing Team',
  'Tom Wilson',
  'Henryrob',
  'JamesRof',
  'Crytoopsy',
  'Robertbep',
  'Charlesvet',
];
const SPAM_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
  'mail.ru',
  'yandex.ru',
  'gmx.com',
  'aol.com',
  'protonmail.com',
  'seo-rank-agency.com',
  'bestlinks.net',
  'qq.com',
  '163.com',
];
const THROWAWAY = [
  'mailinator.com',
  'guerrillamail.com',
  'yopmail.com',
  '10minutemail.com',
  'sharklasers.com',
  'temp-mail.org',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'tempail.com',
  'mohmal.com',
];
const SPAM_SITES = [
  'cheap-links-4u.com',
  'best-casino-bonus.win',
  'crypto-profit.io',
  'pharma-shop.biz',
  'rank1-seo.co',
  'buy-followers.net',
  'slots-online.xyz',
  'btc-doubler.top',
];
const spamEmail = (name: string) => `${name.toLowerCase().replace(/[^a-z]/g, '') || 'info'}${between(1, 9999)}@${pick(SPAM_DOMAINS)}`;
const spamUrl = () =>
  `${pick(['http', 'https'])}://${pick(['', 'www.'])}${pick(SPAM_SITES)}/${pick(['', 'go', 'bonus', 'offer', 'ref?id=' + digits(5)])}`;

const PITCHES = [
  `Hi, I was checking your website and noticed it is not ranking. I am an SEO expert with 8 years experience. I can rank your website on first page of Google. Reply with "yes" if interested.`,
  `Dear Website Owner, we are a leading SEO company offering guaranteed first page ranking within 30 days. We offer cheap SEO and link building packages. Reply "interested" for price list.`,
  `Hello, we provide high quality backlinks (DA 50+) and guest posts on real sites. Increase your traffic and sales. Price starts $50. To opt out reply stop.`,
  `I am an SEO specialist. I have been going through your site and found 27 errors. We can rank your website in top 3. White label available for agencies.`,
  `Dear Sir/Madam, are you looking to boost your website traffic? We offer guest posting on high DA sites. Bulk discount for resellers.`,
  `We are a professional digital marketing agency. We will get your website on page one with our guaranteed ranking packages. Hire us on Fiverr or direct.`,
  `Hi, I am an SEO consultant. Increase your sales with our monthly SEO. We guarantee #1 ranking. Reply with yes and I will send a proposal.`,
  `Good day! I was looking at your website. It needs SEO and a redesign. We provide affordable SEO and web design services. Unsubscribe: reply no.`,
  `Hello business owner, buy backlinks and 10k traffic per month. We offer quality backlinks from DA 70 news sites. Guest post from $30.`,
  `Dear webmaster, we are a reputed link building agency. We can get your site to first page. High DA guest posts available, bulk price for resellers.`,
];
const SHORT_PITCHES = [
  `Hi, do you need a new website design? I can do it cheaply, contact me on WhatsApp.`,
  `Hello, we do social media marketing at a low price. Let me know.`,
  `Interested in a mobile app for your business? Message me.`,
];
const SCAMS = [
  `Get 300% bonus at the best online casino! Play slots online and win the jackpot today`,
  `Bitcoin investment opportunity: double your BTC in 24 hours. Crypto trading signals with 95% accuracy`,
  `Claim your USDT airdrop now, limited time. Connect your crypto wallet`,
  `Cheap viagra and cialis without prescription, fast shipping worldwide`,
  `Make money online from home, earn $500 a day passive income, no experience needed`,
  `Hot singles in your area want to meet you. Adult dating free signup`,
  `Best betting tips and sports book bonus, poker rooms open 24/7`,
  `Binary options trading robot, earn 1000 USD per week guaranteed`,
];
const CYRILLIC = [
  'Здравствуйте! Предлагаем продвижение сайтов в поисковых системах. Гарантия результата, низкие цены. Пишите нам.',
  'Привет, хочешь заработать? Новое казино с бонусом для новых игроков, заходи прямо сейчас',
  'Добрый день, продаем базы данных клиентов и рассылки по всему миру. Скидка сегодня.',
  'Ваш сайт нуждается в доработке. Сделаем прогон по каталогам, увеличим посещаемость в разы.',
  'Кредит без проверки за 5 минут, деньги на карту онлайн, одобрение всем',
];
const CHINESE = [
  '您好，我们提供专业的网站优化服务，快速提升排名，价格优惠，欢迎联系。',
  '代开发票，正规公司，价格优惠，诚信合作，联系微信',
  '网上赚钱的好机会，每天轻松赚几百元，详情请点击链接。',
  '我们公司专业生产各种机械设备，质量保证，欢迎询价。',
  '最新娱乐平台，注册即送彩金，百家乐老虎机应有尽有。',
];

function linkSpamText(): string {
  const links = Array.from({ length: between(3, 8) }, spamUrl);
  switch (between(0, 3)) {
    case 0:
      return links.map((url) => `[url=${url}]${pick(['cheap seo', 'casino', 'click here', 'best price', 'viagra'])}[/url]`).join(' ');
    case 1:
      return links.map((url) => `<a href="${url}">${pick(['best offers', 'online pharmacy', 'crypto'])}</a>`).join(', ');
    case 2:
      return `${pick(['Nice site!', 'Great post', 'Hello', 'Very good'])} ${links.join(' ')}`;
    default:
      return `check this ${links
        .slice(0, 2)
        .map((url) => `[here](${url})`)
        .join(' and ')} ${links.slice(2).join(' ')}`;
  }
}

const botTiming = (): Item['facts']['form'] =>
  pick([
    { state: 'missing' },
    { state: 'missing' },
    { state: 'missing' },
    { state: 'valid', ageMs: between(150, 2_400) },
    { state: 'invalid' },
  ] as const);
const humanTiming = (): Item['facts']['form'] => ({ state: 'valid', ageMs: between(15_000, 240_000) });

type Maker = () => { kind: string; request: Record<string, string>; facts: Item['facts'] };

const SPAM_MAKERS: [number, Maker][] = [
  // Link spam posted by scripts.
  [
    45,
    () => {
      const name = chance(0.3) ? `${pick(SPAM_NAMES)} ${spamUrl()}` : pick(SPAM_NAMES);
      return {
        kind: 'spam-links',
        request: { name, email: spamEmail(pick(SPAM_NAMES)), service_required: linkSpamText() },
        facts: { form: botTiming(), repeat: chance(0.2) },
      };
    },
  ],
  // SEO pitches typed by people in a real browser.
  [
    45,
    () => {
      const name = pick(SPAM_NAMES);
      const request: Record<string, string> = { name, email: spamEmail(name), service_required: pick(PITCHES) };
      if (chance(0.3)) request.website = pick(SPAM_SITES);
      if (chance(0.3)) request.phone = `+1 ${digits(3)} ${digits(3)} ${digits(4)}`;
      return { kind: 'spam-seo-pitch', request, facts: { form: chance(0.7) ? humanTiming() : botTiming(), repeat: chance(0.15) } };
    },
  ],
  // Short pitches that say little: the ones hardest to tell from a lead.
  [
    6,
    () => {
      const name = pick(SPAM_NAMES);
      return {
        kind: 'spam-short-pitch',
        request: { name, email: spamEmail(name), service_required: pick(SHORT_PITCHES) },
        facts: { form: chance(0.5) ? humanTiming() : botTiming(), repeat: false },
      };
    },
  ],
  [
    30,
    () => {
      const name = pick(SPAM_NAMES);
      const text = `${pick(SCAMS)} ${chance(0.6) ? spamUrl() : ''}`.trim();
      return {
        kind: 'spam-crypto-casino',
        request: { name, email: spamEmail(name), service_required: text },
        facts: { form: chance(0.5) ? humanTiming() : botTiming(), repeat: chance(0.1) },
      };
    },
  ],
  [
    16,
    () => ({
      kind: 'spam-cyrillic',
      request: {
        name: pick(['Алексей', 'Сергей Иванов', 'Мария', 'Дмитрий', 'Ольга Петрова']),
        email: `${pick(['seo', 'info', 'sale'])}${between(1, 999)}@${pick(['mail.ru', 'yandex.ru', 'rambler.ru'])}`,
        service_required: `${pick(CYRILLIC)}${chance(0.4) ? ` ${spamUrl()}` : ''}`,
      },
      facts: { form: chance(0.5) ? humanTiming() : botTiming(), repeat: false },
    }),
  ],
  [
    14,
    () => ({
      kind: 'spam-chinese',
      request: {
        name: pick(['王伟', '李娜', '张敏', 'Li Wei', '陈静']),
        email: `${digits(9)}@${pick(['qq.com', '163.com', '126.com'])}`,
        service_required: `${pick(CHINESE)}${chance(0.4) ? ` ${spamUrl()}` : ''}`,
      },
      facts: { form: chance(0.5) ? humanTiming() : botTiming(), repeat: false },
    }),
  ],
  // Throwaway addresses, with a pitch or a vague one-liner.
  [
    20,
    () => {
      const name = pick([...SPAM_NAMES, 'test', 'asdf', 'qwerty']);
      const text = pick(['test', 'hello', 'Check out our services', pick(SHORT_PITCHES), 'I want to offer you something interesting', '']);
      const request: Record<string, string> = {
        name,
        email: `${name.toLowerCase().replace(/[^a-z]/g, '') || 'x'}${between(1, 999)}@${pick(THROWAWAY)}`,
      };
      if (text) request.service_required = text;
      return { kind: 'spam-disposable-mail', request, facts: { form: chance(0.5) ? humanTiming() : botTiming(), repeat: chance(0.2) } };
    },
  ],
  // Bots that fill every field, the hidden one too.
  [
    16,
    () => {
      const name = pick(SPAM_NAMES);
      return {
        kind: 'spam-honeypot',
        request: {
          name,
          email: spamEmail(name),
          phone: `${between(1, 9)}${digits(9)}`,
          website: pick(SPAM_SITES),
          service_required: pick([...SCAMS, ...PITCHES, 'Hello']),
          company_fax: pick([spamUrl(), digits(10), name]),
        },
        facts: { form: botTiming(), repeat: false },
      };
    },
  ],
  // Bots that load the form and send it at once, with plausible words.
  [
    14,
    () => {
      const name = pick([...SPAM_NAMES, `${pick(FIRST)} ${pick(LAST)}`]);
      return {
        kind: 'spam-instant',
        request: {
          name,
          email: spamEmail(pick(SPAM_NAMES)),
          phone: pkPhone(),
          service_required: pick(['I need SEO', 'Please contact me', 'Need website', pick(SHORT_PITCHES)]),
        },
        facts: { form: { state: 'valid', ageMs: between(100, 2_500) }, repeat: chance(0.3) },
      };
    },
  ],
  // The same sender again and again from a script, pitching.
  [
    10,
    () => {
      const name = pick(SPAM_NAMES);
      return {
        kind: 'spam-repeat',
        request: { name, email: spamEmail(name), service_required: chance(0.25) ? pick(SHORT_PITCHES) : pick(PITCHES) },
        facts: { form: { state: 'missing' }, repeat: true },
      };
    },
  ],
];

// Prospects asking about what sellers promise: the pitch phrases in a question or a request. Every
// other one without its form token (a flaky connection), the case where one phrase would tip the lead over.
const PITCH_QUESTIONS = [
  (b: string) => `Do you guarantee first page ranking? We are a ${b} and tried one agency before.`,
  (b: string, c: string) => `Can you get us on the first page? ${b} in ${c}.`,
  (b: string, c: string) => `Can you guarantee top 3 ranking for "${b} in ${c}"`,
  (b: string) => `Will you guarantee page one within 6 months? Our ${b} depends on online orders.`,
  (b: string) => `Our budget is small. Do you guarantee #1 ranking or not? ${b} owner here.`,
  (b: string) => `Do you offer guest posting as well, or only on-page SEO? We have a ${b}.`,
  (b: string) => `Is guaranteed first page ranking possible for a ${b}? Another company promised it.`,
  (b: string, c: string) => `Kya aap guarantee first page ranking dete hain? ${b} hai ${c} mein.`,
  (b: string) => `Could you rank our website on first page for ${b} searches? How long does it take?`,
  (b: string) => `Backlinks ya guest post, ${b} ke liye kya behtar hai?`,
  (b: string, c: string) => `Can your team put our ${b} on Google Maps top 3 in ${c}?`,
  (b: string) => `Do you do white label reports? We are a ${b} with two branches and need monthly reports.`,
];

const items: Item[] = [];
for (let index = 0; index < 170; index += 1) {
  const { request, kind } = genuineRequest();
  items.push({ label: 'genuine', kind, request, facts: genuineFacts() });
}
for (const [count, make] of SPAM_MAKERS) {
  for (let index = 0; index < count; index += 1) items.push({ label: 'spam', ...make() });
}
// After the rest, so the items above stay as they were.
PITCH_QUESTIONS.forEach((ask, index) => {
  const business = pick(BUSINESSES);
  const city = pick(CITIES);
  const name = genuineName();
  const slug = slugOf(business, city);
  const request: Record<string, string> = {
    name,
    email: genuineEmail(name, slug, `${slug}.com.pk`),
    phone: pkPhone(),
    service_required: ask(business[0], city),
  };
  const form: Item['facts']['form'] = index % 2 === 0 ? { state: 'missing' } : { state: 'valid', ageMs: between(9_000, 900_000) };
  items.push({ label: 'genuine', kind: 'genuine-pitch-question', request, facts: { form, repeat: false } });
});

const target = new URL('../tests/fixtures/spam/labelled-leads.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(items, null, 1)}\n`);
const count = (label: Item['label']) => items.filter((item) => item.label === label).length;
console.log(`Wrote ${items.length} leads (${count('spam')} spam, ${count('genuine')} genuine) to ${target.pathname}`);
