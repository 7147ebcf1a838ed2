/**
 * What people call their things, as data: search reads it to find an
 * 'iPhone 13' for 'phone' (and for the Phone category), matching to match a
 * lost 'mobile' with a found 'Galaxy'. The office adds to it; languages slot in
 * beside English.
 *
 * Every name is lower case, its words separated by single spaces, and listed
 * under its language (a BCP 47 tag): `en` English, `bn` Bangla, `bn-Latn`
 * Bangla written in Latin letters ('manibag', 'chabi'). Every language's names
 * count everywhere, so a lost 'manibag' meets a found 'wallet'.
 */
export type Language = 'en' | 'bn' | 'bn-Latn';
export type Names = Partial<Record<Language, readonly string[]>>;

/** A kind of thing people lose (a phone), or a product of one maker that is one (an iPhone). */
export interface ItemKind {
  /** How code and tests name it; never shown. The kinds without a maker are the categories. */
  id: string;
  names: Names;
  /** The wider kind it is one of: a ring is jewellery, an iPhone a phone. Searching for the wider finds it. */
  broader?: string;
  /** The maker of a product (a Maker's id): an iPhone is never a Galaxy. */
  maker?: string;
}

export interface Maker {
  id: string;
  names: Names;
}

/** Colour words by family: a lost 'navy' bag may be a found 'blue' one. A word may sit in two families. */
export interface ColourFamily {
  id: string;
  names: Names;
}

const en = (...names: string[]): Names => ({ en: names });

export const ITEM_KINDS: readonly ItemKind[] = [
  {
    id: 'phone',
    names: {
      en: ['phone', 'mobile', 'mobile phone', 'cell', 'cell phone', 'cellphone', 'smartphone', 'handset'],
      bn: ['ফোন', 'মোবাইল', 'মোবাইল ফোন', 'স্মার্টফোন'],
      'bn-Latn': ['fon'],
    },
  },
  {
    id: 'earbuds',
    names: {
      en: ['earbuds', 'earbud', 'earphones', 'earphone', 'earpods', 'tws', 'buds'],
      bn: ['ইয়ারবাডস', 'ইয়ারবাড', 'ইয়ারফোন'],
    },
  },
  { id: 'headphones', names: { en: ['headphones', 'headphone', 'headset'], bn: ['হেডফোন', 'হেডসেট'] } },
  {
    id: 'bag',
    names: {
      en: [
        'bag',
        'backpack',
        'back pack',
        'bagpack',
        'rucksack',
        'knapsack',
        'school bag',
        'schoolbag',
        'college bag',
      ],
      bn: ['ব্যাগ', 'ব্যাকপ্যাক', 'স্কুল ব্যাগ', 'কলেজ ব্যাগ'],
      'bn-Latn': ['byag'],
    },
  },
  {
    id: 'wallet',
    names: {
      en: ['wallet', 'purse', 'billfold', 'money bag', 'card holder', 'cardholder'],
      bn: ['মানিব্যাগ', 'ওয়ালেট', 'পার্স'],
      'bn-Latn': ['manibag', 'manibyag', 'moneybag'],
    },
  },
  {
    id: 'id-card',
    names: {
      en: [
        'id card',
        'identity card',
        'identification card',
        'student id',
        'student id card',
        'student card',
        'university id',
        'university id card',
        'id',
      ],
      bn: ['আইডি কার্ড', 'পরিচয়পত্র', 'স্টুডেন্ট আইডি', 'স্টুডেন্ট কার্ড'],
      'bn-Latn': ['porichoypotro'],
    },
  },
  { id: 'laptop', names: { en: ['laptop', 'notebook computer', 'computer'], bn: ['ল্যাপটপ', 'কম্পিউটার'] } },
  {
    id: 'charger',
    names: {
      en: ['charger', 'adapter', 'adaptor', 'charging adapter'],
      bn: ['চার্জার'],
      'bn-Latn': ['charjar'],
    },
  },
  {
    id: 'cable',
    names: {
      en: ['cable', 'usb cable', 'charging cable', 'data cable', 'cord'],
      bn: ['ক্যাবল', 'চার্জিং ক্যাবল', 'ডাটা ক্যাবল'],
    },
  },
  {
    id: 'power-bank',
    names: {
      en: ['power bank', 'powerbank', 'portable charger', 'battery pack'],
      bn: ['পাওয়ার ব্যাংক', 'পাওয়ারব্যাংক'],
    },
  },
  {
    id: 'bottle',
    names: {
      en: ['water bottle', 'bottle', 'flask', 'sipper', 'tumbler'],
      bn: ['বোতল', 'পানির বোতল', 'ফ্লাস্ক'],
      'bn-Latn': ['botol', 'panir botol'],
    },
  },
  {
    id: 'flash-drive',
    names: {
      en: ['flash drive', 'pen drive', 'pendrive', 'usb drive', 'thumb drive', 'usb stick', 'memory stick'],
      bn: ['পেনড্রাইভ', 'পেন ড্রাইভ'],
    },
  },
  {
    id: 'glasses',
    names: {
      en: ['glasses', 'spectacles', 'eyeglasses', 'specs'],
      bn: ['চশমা'],
      'bn-Latn': ['chosma', 'chashma', 'choshma'],
    },
  },
  { id: 'sunglasses', names: { en: ['sunglasses', 'sun glasses', 'shades'], bn: ['সানগ্লাস', 'রোদচশমা'] } },
  {
    id: 'keys',
    names: {
      en: ['keys', 'key', 'keychain', 'key chain', 'keyring', 'key ring', 'key bunch'],
      bn: ['চাবি', 'চাবির গোছা', 'চাবির রিং'],
      'bn-Latn': ['chabi', 'chabir gocha'],
    },
  },
  { id: 'umbrella', names: { en: ['umbrella', 'brolly'], bn: ['ছাতা'], 'bn-Latn': ['chata', 'chhata'] } },
  {
    id: 'watch',
    names: {
      en: ['watch', 'wristwatch', 'wrist watch', 'smartwatch', 'smart watch'],
      bn: ['ঘড়ি', 'হাতঘড়ি'],
      'bn-Latn': ['ghori', 'haatghori'],
    },
  },
  {
    id: 'sweater',
    names: {
      en: ['sweater', 'jumper', 'pullover', 'sweatshirt', 'hoodie', 'cardigan'],
      bn: ['সোয়েটার', 'হুডি'],
    },
  },
  {
    id: 'jacket',
    names: { en: ['jacket', 'coat', 'blazer', 'windbreaker'], bn: ['জ্যাকেট', 'কোট', 'ব্লেজার'] },
  },
  { id: 'cap', names: { en: ['cap', 'hat'], bn: ['টুপি', 'ক্যাপ'], 'bn-Latn': ['tupi'] } },
  {
    id: 'shoes',
    names: {
      en: ['shoes', 'shoe', 'sneakers', 'trainers', 'footwear'],
      bn: ['জুতা', 'জুতো'],
      'bn-Latn': ['juta', 'juto'],
    },
  },
  { id: 'tablet', names: { en: ['tablet', 'tab'], bn: ['ট্যাব', 'ট্যাবলেট'] } },
  { id: 'book', names: { en: ['book', 'textbook', 'text book'], bn: ['বই'], 'bn-Latn': ['boi'] } },
  {
    id: 'lunch-box',
    names: {
      en: ['lunch box', 'lunchbox', 'tiffin box', 'tiffin', 'food box'],
      bn: ['টিফিন বক্স', 'টিফিন বাক্স', 'টিফিন'],
      'bn-Latn': ['tiffin baksho'],
    },
  },
  {
    id: 'bank-card',
    names: {
      en: ['credit card', 'debit card', 'bank card', 'atm card', 'visa card'],
      bn: ['ব্যাংক কার্ড', 'এটিএম কার্ড', 'ডেবিট কার্ড', 'ক্রেডিট কার্ড'],
    },
  },
  { id: 'passport', names: { en: ['passport'], bn: ['পাসপোর্ট'] } },
  {
    id: 'national-id-card',
    names: {
      en: ['national id', 'national id card', 'nid', 'nid card'],
      bn: ['জাতীয় পরিচয়পত্র', 'এনআইডি', 'এনআইডি কার্ড'],
    },
  },
  {
    id: 'bus-card',
    names: { en: ['bus card', 'transport card', 'bus pass'], bn: ['বাস কার্ড', 'বাসের কার্ড'] },
  },
  { id: 'library-card', names: { en: ['library card'], bn: ['লাইব্রেরি কার্ড'] } },
  {
    id: 'jewelry',
    names: { en: ['jewelry', 'jewellery'], bn: ['গয়না', 'গহনা', 'অলংকার'], 'bn-Latn': ['gohona', 'goyna'] },
  },
  {
    id: 'necklace',
    broader: 'jewelry',
    names: { en: ['necklace', 'chain', 'pendant', 'locket'], bn: ['নেকলেস', 'চেইন', 'লকেট'] },
  },
  {
    id: 'bracelet',
    broader: 'jewelry',
    names: { en: ['bracelet', 'bangle'], bn: ['ব্রেসলেট', 'চুড়ি', 'বালা'], 'bn-Latn': ['churi'] },
  },
  { id: 'ring', broader: 'jewelry', names: { en: ['ring'], bn: ['আংটি'], 'bn-Latn': ['angti'] } },
  {
    id: 'notebook',
    names: {
      en: ['notebook', 'notepad', 'exercise book', 'copy'],
      bn: ['খাতা', 'নোটবুক'],
      'bn-Latn': ['khata'],
    },
  },
  { id: 'calculator', names: { en: ['calculator'], bn: ['ক্যালকুলেটর'] } },
  { id: 'mouse', names: { en: ['mouse', 'computer mouse'], bn: ['মাউস'] } },
  {
    id: 'pen',
    names: { en: ['pen', 'ballpoint', 'fountain pen'], bn: ['কলম'], 'bn-Latn': ['kolom', 'kalam'] },
  },
  {
    id: 'scarf',
    names: {
      en: ['scarf', 'muffler', 'hijab', 'shawl'],
      bn: ['ওড়না', 'স্কার্ফ', 'হিজাব', 'শাল'],
      'bn-Latn': ['orna', 'urna'],
    },
  },
  { id: 'gloves', names: { en: ['gloves', 'glove'], bn: ['গ্লাভস', 'দস্তানা'] } },
  { id: 'thermos', names: { en: ['thermos', 'vacuum flask'], bn: ['থার্মোস', 'থার্মোফ্লাস্ক'] } },

  // Products: one maker's name for one kind of thing.
  { id: 'iphone', broader: 'phone', maker: 'apple', names: en('iphone') },
  { id: 'ipad', broader: 'tablet', maker: 'apple', names: en('ipad') },
  { id: 'macbook', broader: 'laptop', maker: 'apple', names: en('macbook') },
  { id: 'airpods', broader: 'earbuds', maker: 'apple', names: en('airpods') },
  { id: 'apple-watch', broader: 'watch', maker: 'apple', names: en('apple watch') },
  { id: 'galaxy', broader: 'phone', maker: 'samsung', names: en('galaxy') },
  { id: 'galaxy-tab', broader: 'tablet', maker: 'samsung', names: en('galaxy tab') },
  { id: 'galaxy-buds', broader: 'earbuds', maker: 'samsung', names: en('galaxy buds') },
  { id: 'galaxy-watch', broader: 'watch', maker: 'samsung', names: en('galaxy watch') },
  { id: 'pixel', broader: 'phone', maker: 'google', names: en('pixel') },
  { id: 'thinkpad', broader: 'laptop', maker: 'lenovo', names: en('thinkpad') },
  { id: 'ideapad', broader: 'laptop', maker: 'lenovo', names: en('ideapad') },
  { id: 'pavilion', broader: 'laptop', maker: 'hp', names: en('pavilion') },
  { id: 'inspiron', broader: 'laptop', maker: 'dell', names: en('inspiron') },
  { id: 'zenbook', broader: 'laptop', maker: 'asus', names: en('zenbook') },
  { id: 'vivobook', broader: 'laptop', maker: 'asus', names: en('vivobook') },
  // On a campus a Casio on its own is nearly always a calculator; a 'Casio watch' is a watch.
  { id: 'casio-calculator', broader: 'calculator', maker: 'casio', names: en('casio') },
];

/** Makers: a lost Samsung is never a found Apple. A maker's names include the brands it sells under. */
export const MAKERS: readonly Maker[] = [
  ...[
    'apple',
    'samsung',
    'oneplus',
    'oppo',
    'vivo',
    'realme',
    'huawei',
    'honor',
    'nokia',
    'motorola',
    'google',
    'sony',
    'lg',
    'tecno',
    'infinix',
    'itel',
    'walton',
    'symphony',
    'dell',
    'hp',
    'lenovo',
    'asus',
    'acer',
    'msi',
    'jbl',
    'boat',
    'anker',
    'baseus',
    'beats',
    'bose',
    'sennheiser',
    'logitech',
    'a4tech',
    'sandisk',
    'kingston',
    'transcend',
    'casio',
    'fossil',
    'titan',
    'rolex',
    'seiko',
    'citizen',
    'nike',
    'adidas',
    'puma',
    'bata',
    'apex',
    'milton',
    'fastrack',
  ].map((id) => ({ id, names: en(id) })),
  { id: 'xiaomi', names: en('xiaomi', 'redmi', 'poco') },
  { id: 'microsoft', names: en('microsoft', 'surface') },
  { id: 'rayban', names: en('rayban', 'ray ban') },
];

export const COLOUR_FAMILIES: readonly ColourFamily[] = [
  {
    id: 'black',
    names: { en: ['black', 'jet black', 'ebony', 'onyx', 'midnight'], bn: ['কালো'], 'bn-Latn': ['kalo'] },
  },
  {
    id: 'white',
    names: {
      en: ['white', 'off white', 'offwhite', 'ivory', 'cream', 'pearl', 'snow'],
      bn: ['সাদা'],
      'bn-Latn': ['sada', 'shada'],
    },
  },
  {
    id: 'grey',
    names: {
      en: ['grey', 'gray', 'ash', 'charcoal', 'graphite', 'slate', 'space grey', 'space gray', 'gunmetal'],
      bn: ['ধূসর', 'ছাই রং', 'ছাই রঙের'],
      'bn-Latn': ['dhusor'],
    },
  },
  {
    id: 'silver',
    names: {
      en: ['silver', 'chrome', 'metallic', 'steel', 'platinum'],
      bn: ['রুপালি', 'সিলভার'],
      'bn-Latn': ['rupali'],
    },
  },
  {
    id: 'blue',
    names: {
      en: [
        'blue',
        'navy',
        'navy blue',
        'sky blue',
        'royal blue',
        'light blue',
        'dark blue',
        'teal',
        'turquoise',
        'cyan',
        'indigo',
        'azure',
        'denim',
        'cobalt',
      ],
      bn: ['নীল', 'আকাশি', 'নেভি ব্লু'],
      'bn-Latn': ['nil', 'akashi'],
    },
  },
  {
    id: 'red',
    names: {
      en: ['red', 'maroon', 'crimson', 'burgundy', 'scarlet', 'wine', 'cherry'],
      bn: ['লাল', 'মেরুন'],
      'bn-Latn': ['lal'],
    },
  },
  {
    id: 'pink',
    names: {
      en: ['pink', 'rose', 'magenta', 'fuchsia', 'rose gold', 'salmon'],
      bn: ['গোলাপি'],
      'bn-Latn': ['golapi'],
    },
  },
  {
    id: 'purple',
    names: {
      en: ['purple', 'violet', 'lavender', 'lilac', 'mauve', 'magenta', 'plum'],
      bn: ['বেগুনি'],
      'bn-Latn': ['beguni'],
    },
  },
  {
    id: 'green',
    names: {
      en: [
        'green',
        'olive',
        'lime',
        'mint',
        'emerald',
        'teal',
        'turquoise',
        'sea green',
        'army green',
        'khaki green',
      ],
      bn: ['সবুজ'],
      'bn-Latn': ['sobuj', 'shobuj'],
    },
  },
  { id: 'yellow', names: { en: ['yellow', 'mustard', 'lemon', 'amber'], bn: ['হলুদ'], 'bn-Latn': ['holud'] } },
  {
    id: 'gold',
    names: {
      en: ['gold', 'golden', 'rose gold', 'champagne'],
      bn: ['সোনালি'],
      'bn-Latn': ['sonali', 'shonali'],
    },
  },
  {
    id: 'orange',
    names: { en: ['orange', 'peach', 'coral', 'rust', 'amber'], bn: ['কমলা'], 'bn-Latn': ['komola'] },
  },
  {
    id: 'brown',
    names: {
      en: ['brown', 'tan', 'beige', 'khaki', 'chocolate', 'coffee', 'camel', 'cream', 'bronze', 'copper'],
      bn: ['বাদামি', 'খয়েরি'],
      'bn-Latn': ['badami', 'khoyeri'],
    },
  },
  { id: 'transparent', names: { en: ['transparent', 'clear', 'see through'], bn: ['স্বচ্ছ'] } },
];

/** Colour words that say nothing about which family: they match any colour. */
export const ANY_COLOUR: Names = en(
  'multicolor',
  'multicolour',
  'multi color',
  'multi colour',
  'colorful',
  'colourful',
  'mixed',
  'printed',
  'various',
  'unknown',
);
