import type { Names } from './item-kinds';

/**
 * Places on a campus as people name them, as data beside the kinds of things
 * and colours (item-kinds.ts), in the same languages: `en`, `bn` and `bn-Latn`
 * (decision 0081). A lost report "লাইব্রেরি" and an item found in the "Central
 * Library" are the same place to matching, and a Bangla place word finds the
 * items found at the English one in search, and the other way round.
 *
 * Names are lower case and NFC, as the other vocabulary. A word that is also an
 * everyday verb or a generic part of a place is left out: Bangla "হল" (a hall)
 * is also "was", and "room", "floor" or "building" say nothing of which place
 * (score-match.ts keeps those out of the place score).
 */
export interface CampusPlace {
  /** How code and tests name it; never shown. */
  id: string;
  names: Names;
}

export const CAMPUS_PLACES: readonly CampusPlace[] = [
  {
    id: 'library',
    names: {
      en: ['library', 'central library', 'library annex', 'reading room'],
      bn: ['লাইব্রেরি', 'লাইব্রেরী', 'গ্রন্থাগার', 'পাঠাগার', 'কেন্দ্রীয় গ্রন্থাগার', 'রিডিং রুম'],
      'bn-Latn': ['laibreri', 'librari', 'pathagar', 'granthagar'],
    },
  },
  {
    id: 'cafeteria',
    names: {
      en: ['cafeteria', 'canteen', 'cafe', 'food court', 'dining hall'],
      bn: ['ক্যাফেটেরিয়া', 'ক্যান্টিন', 'ক্যাফে', 'খাবারের দোকান'],
      'bn-Latn': ['kantin', 'cantin', 'kyantin'],
    },
  },
  {
    id: 'auditorium',
    names: {
      en: ['auditorium', 'seminar hall'],
      bn: ['অডিটোরিয়াম', 'মিলনায়তন', 'সেমিনার হল'],
      'bn-Latn': ['milonayoton'],
    },
  },
  {
    id: 'gymnasium',
    names: {
      en: ['gymnasium', 'gym', 'sports complex', 'gym hall', 'fitness centre', 'fitness center'],
      bn: ['জিম', 'জিমনেসিয়াম', 'ব্যায়ামাগার', 'স্পোর্টস কমপ্লেক্স', 'ক্রীড়া কমপ্লেক্স'],
      'bn-Latn': ['byayamagar'],
    },
  },
  {
    id: 'playground',
    names: {
      en: ['playground', 'sports field', 'football field', 'cricket field', 'play field'],
      bn: ['মাঠ', 'খেলার মাঠ', 'ফুটবল মাঠ', 'ক্রিকেট মাঠ'],
      'bn-Latn': ['khelar math', 'maath', 'mathe'],
    },
  },
  {
    id: 'main-gate',
    names: {
      en: ['main gate', 'gate', 'gate guard post', 'entrance gate'],
      bn: ['গেট', 'মেইন গেট', 'প্রধান ফটক', 'ফটক'],
      'bn-Latn': ['main get', 'fotok', 'photok'],
    },
  },
  {
    id: 'parking',
    names: { en: ['parking', 'car park', 'parking lot', 'bike stand'], bn: ['পার্কিং', 'গাড়ি রাখার জায়গা'] },
  },
  {
    id: 'prayer-room',
    names: {
      en: ['mosque', 'prayer room', 'prayer hall'],
      bn: ['মসজিদ', 'নামাজের ঘর', 'নামাজ ঘর', 'নামাজের কক্ষ'],
      'bn-Latn': ['masjid', 'moshjid', 'namaz ghor'],
    },
  },
  {
    id: 'residence-hall',
    names: {
      en: ['hostel', 'dormitory', 'dorm', 'residence hall', 'residential hall'],
      bn: ['হোস্টেল', 'ছাত্রাবাস', 'ছাত্রীনিবাস', 'ছাত্রী হোস্টেল', 'আবাসিক হল'],
      'bn-Latn': ['chhatrabash', 'chatrabas'],
    },
  },
  {
    id: 'classroom',
    names: {
      en: ['classroom', 'class room', 'lecture room', 'lecture hall', 'lecture theatre'],
      bn: ['ক্লাসরুম', 'ক্লাস রুম', 'শ্রেণিকক্ষ', 'শ্রেণীকক্ষ'],
      'bn-Latn': ['klasrum'],
    },
  },
  {
    id: 'laboratory',
    names: {
      en: ['lab', 'laboratory', 'computer lab'],
      bn: ['ল্যাব', 'ল্যাবরেটরি', 'গবেষণাগার', 'কম্পিউটার ল্যাব'],
      'bn-Latn': ['lyab'],
    },
  },
  {
    id: 'washroom',
    names: {
      en: ['washroom', 'toilet', 'restroom', 'bathroom', 'wc'],
      bn: ['ওয়াশরুম', 'টয়লেট', 'শৌচাগার', 'বাথরুম'],
      'bn-Latn': ['washrum'],
    },
  },
  {
    id: 'bus',
    names: {
      en: ['bus', 'university bus', 'shuttle', 'bus stand', 'bus stop'],
      bn: ['বাস', 'বাসস্ট্যান্ড', 'বাস স্ট্যান্ড', 'ভার্সিটির বাস'],
    },
  },
  { id: 'lift', names: { en: ['lift', 'elevator'], bn: ['লিফট', 'লিফ্ট'] } },
  {
    id: 'stairs',
    names: { en: ['stairs', 'stair', 'staircase', 'stairway'], bn: ['সিঁড়ি'], 'bn-Latn': ['siri', 'shiri'] },
  },
  {
    id: 'admin-building',
    names: { en: ['admin building', 'administrative building', 'administration'], bn: ['প্রশাসনিক ভবন'] },
  },
  {
    id: 'medical-centre',
    names: {
      en: ['medical centre', 'medical center', 'clinic'],
      bn: ['মেডিকেল সেন্টার', 'চিকিৎসা কেন্দ্র', 'ক্লিনিক'],
    },
  },
  {
    id: 'lounge',
    names: { en: ['student lounge', 'lounge', 'common room'], bn: ['লাউঞ্জ', 'কমন রুম'] },
  },
];
