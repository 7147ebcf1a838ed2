/**
 * What people call their things, as data: search reads it to find an
 * "iPhone 13" for "phone" (and for the Phone category), matching to match a
 * lost "mobile" with a found "Galaxy". The office adds to it; languages slot in
 * beside English.
 *
 * Every name is lower case, its words separated by single spaces, and listed
 * under its language (a BCP 47 tag): `en` English, `bn` Bangla, `bn-Latn`
 * Bangla written in Latin letters ("manibag", "chabi"). Every language's names
 * count everywhere, so a lost "manibag" meets a found "wallet".
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

/** Colour words by family: a lost "navy" bag may be a found "blue" one. A word may sit in two families. */
export interface ColourFamily {
  id: string;
  names: Names;
}

const en = (...names: string[]): Names => ({ en: names });

export const ITEM_KINDS: readonly ItemKind[] = [
  {
    id: 'phone',
    names: en('phone', 'mobile', 'mobile phone', 'cell', 'cell phone', 'cellphone', 'smartphone', 'handset'),
  },
  { id: 'earbuds', names: en('earbuds', 'earbud', 'earphones', 'earphone', 'earpods', 'tws', 'buds') },
  { id: 'headphones', names: en('headphones', 'headphone', 'headset') },
  {
    id: 'bag',
    names: en(
      'bag',
      'backpack',
      'back pack',
      'bagpack',
      'rucksack',
      'knapsack',
      'school bag',
      'schoolbag',
      'college bag',
    ),
  },
  { id: 'wallet', names: en('wallet', 'purse', 'billfold', 'money bag', 'card holder', 'cardholder') },
  {
    id: 'id-card',
    names: en(
      'id card',
      'identity card',
      'identification card',
      'student id',
      'student id card',
      'student card',
      'university id',
      'university id card',
      'id',
    ),
  },
  { id: 'laptop', names: en('laptop', 'notebook computer', 'computer') },
  { id: 'charger', names: en('charger', 'adapter', 'adaptor', 'charging adapter') },
  { id: 'cable', names: en('cable', 'usb cable', 'charging cable', 'data cable', 'cord') },
  { id: 'power-bank', names: en('power bank', 'powerbank', 'portable charger', 'battery pack') },
  { id: 'bottle', names: en('water bottle', 'bottle', 'flask', 'sipper', 'tumbler') },
  {
    id: 'flash-drive',
    names: en(
      'flash drive',
      'pen drive',
      'pendrive',
      'usb drive',
      'thumb drive',
      'usb stick',
      'memory stick',
    ),
  },
  { id: 'glasses', names: en('glasses', 'spectacles', 'eyeglasses', 'specs') },
  { id: 'sunglasses', names: en('sunglasses', 'sun glasses', 'shades') },
  { id: 'keys', names: en('keys', 'key', 'keychain', 'key chain', 'keyring', 'key ring', 'key bunch') },
  { id: 'umbrella', names: en('umbrella', 'brolly') },
  { id: 'watch', names: en('watch', 'wristwatch', 'wrist watch', 'smartwatch', 'smart watch') },
  { id: 'sweater', names: en('sweater', 'jumper', 'pullover', 'sweatshirt', 'hoodie', 'cardigan') },
  { id: 'jacket', names: en('jacket', 'coat', 'blazer', 'windbreaker') },
  { id: 'cap', names: en('cap', 'hat') },
  { id: 'shoes', names: en('shoes', 'shoe', 'sneakers', 'trainers', 'footwear') },
  { id: 'tablet', names: en('tablet', 'tab') },
  { id: 'book', names: en('book', 'textbook', 'text book') },
  { id: 'lunch-box', names: en('lunch box', 'lunchbox', 'tiffin box', 'tiffin', 'food box') },
  { id: 'bank-card', names: en('credit card', 'debit card', 'bank card', 'atm card', 'visa card') },
  { id: 'bus-card', names: en('bus card', 'transport card', 'bus pass') },
  { id: 'library-card', names: en('library card') },
  { id: 'jewelry', names: en('jewelry', 'jewellery') },
  { id: 'necklace', broader: 'jewelry', names: en('necklace', 'chain', 'pendant', 'locket') },
  { id: 'bracelet', broader: 'jewelry', names: en('bracelet', 'bangle') },
  { id: 'ring', broader: 'jewelry', names: en('ring') },
  { id: 'notebook', names: en('notebook', 'notepad', 'exercise book', 'copy') },
  { id: 'calculator', names: en('calculator') },
  { id: 'mouse', names: en('mouse', 'computer mouse') },
  { id: 'pen', names: en('pen', 'ballpoint', 'fountain pen') },
  { id: 'scarf', names: en('scarf', 'muffler', 'hijab', 'shawl') },
  { id: 'gloves', names: en('gloves', 'glove') },
  { id: 'thermos', names: en('thermos', 'vacuum flask') },

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
  // On a campus a Casio on its own is nearly always a calculator; a "Casio watch" is a watch.
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
  { id: 'black', names: en('black', 'jet black', 'ebony', 'onyx', 'midnight') },
  { id: 'white', names: en('white', 'off white', 'offwhite', 'ivory', 'cream', 'pearl', 'snow') },
  {
    id: 'grey',
    names: en('grey', 'gray', 'ash', 'charcoal', 'graphite', 'slate', 'space grey', 'space gray', 'gunmetal'),
  },
  { id: 'silver', names: en('silver', 'chrome', 'metallic', 'steel', 'platinum') },
  {
    id: 'blue',
    names: en(
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
    ),
  },
  { id: 'red', names: en('red', 'maroon', 'crimson', 'burgundy', 'scarlet', 'wine', 'cherry') },
  { id: 'pink', names: en('pink', 'rose', 'magenta', 'fuchsia', 'rose gold', 'salmon') },
  { id: 'purple', names: en('purple', 'violet', 'lavender', 'lilac', 'mauve', 'magenta', 'plum') },
  {
    id: 'green',
    names: en(
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
    ),
  },
  { id: 'yellow', names: en('yellow', 'mustard', 'lemon', 'amber') },
  { id: 'gold', names: en('gold', 'golden', 'rose gold', 'champagne') },
  { id: 'orange', names: en('orange', 'peach', 'coral', 'rust', 'amber') },
  {
    id: 'brown',
    names: en('brown', 'tan', 'beige', 'khaki', 'chocolate', 'coffee', 'camel', 'cream', 'bronze', 'copper'),
  },
  { id: 'transparent', names: en('transparent', 'clear', 'see through') },
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
