import { DEFAULT_SENSITIVE_ITEMS } from './sensitive-items';
import type { UniversityConfig } from './university-config';

/*
 * DIU's settings, the defaults. Kept apart from the validation schema so the
 * first page load does not need the validation library.
 */
const department = (name: string) => `Department of ${name}`;

export const defaultUniversityConfig: UniversityConfig = {
  name: 'Daffodil International University',
  shortName: 'DIU',
  emailDomain: 'diu.edu.bd',
  phone: {
    // Optional +88, then 01, a digit 3-9 and eight digits.
    pattern: '^(?:\\+88)?01[3-9]\\d{8}$',
    message: 'Please enter a valid Bangladeshi phone number',
    example: '01712345678',
  },
  universityId: {
    // Admission semester, department code and serial: 221-15-1234 (a space may stand for a dash).
    pattern: '(?<![\\p{L}\\p{N}])\\d{3}[-\\s]\\d{2,3}[-\\s]\\d{3,5}(?![\\p{L}\\p{N}])',
    example: '221-15-1234',
  },
  faculties: [
    {
      name: 'Faculty of Science and Information Technology',
      shortName: 'FSIT',
      departments: [
        'Computer Science & Engineering',
        'Computing & Information System (CIS)',
        'Software Engineering',
        'Environmental Science and Disaster Management',
        'Multimedia & Creative Technology (MCT)',
        'Information Technology and Management',
        'Physical Education & Sports Science (PESS)',
      ].map(department),
    },
    {
      name: 'Faculty of Business and Entrepreneurship',
      shortName: 'FBE',
      departments: [
        'Business Administration',
        'Management',
        'Real Estate',
        'Tourism & Hospitality Management',
        'Innovation & Entrepreneurship',
        'Finance and Banking',
        'Accounting',
        'Marketing',
      ].map(department),
    },
    {
      name: 'Faculty of Engineering',
      shortName: 'FE',
      departments: [
        'Information and Communication Engineering',
        'Textile Engineering',
        'Electrical & Electronic Engineering',
        'Architecture',
        'Civil Engineering',
      ].map(department),
    },
    {
      name: 'Faculty of Health and Life Sciences',
      shortName: 'FHLS',
      departments: [
        'Pharmacy',
        'Public Health',
        'Nutrition & Food Engineering',
        'Agricultural Science (AGS)',
        'Genetic Engineering and Biotechnology',
      ].map(department),
    },
    {
      name: 'Faculty of Humanities and Social Sciences',
      shortName: 'FHSS',
      departments: [
        'English',
        'Law',
        'Journalism & Mass Communication',
        'Development Studies',
        'Information Science and Library Management',
      ].map(department),
    },
  ],
  holdingPeriodDays: 90,
  retentionDays: 365,
  securityContacts: [
    {
      designation: 'Chief Security Officer',
      name: 'Head of Campus Security',
      email: 'security@diu.edu.bd',
      phone: '+8801847140001',
      extension: '65100',
    },
    {
      designation: 'Assistant Security Officer',
      name: 'Security Office Duty Desk',
      email: 'security.office@diu.edu.bd',
      phone: '+8801847140002',
      extension: '65101',
    },
    {
      designation: 'Security Supervisor (Lost & Found Desk)',
      name: 'Lost & Found Desk Officer',
      email: 'lostandfound@diu.edu.bd',
      phone: '+8801847140003',
      extension: '65102',
    },
  ],
  sensitiveItems: DEFAULT_SENSITIVE_ITEMS,
  timeZone: 'Asia/Dhaka',
  office: {
    name: 'Security Office, Daffodil Smart City',
    address: 'Ground floor, Admission Building, Daffodil Smart City, Birulia, Savar, Dhaka 1216, Bangladesh',
    latitude: 23.8766,
    longitude: 90.3205,
    hours: 'Saturday to Thursday, 8:00 AM to 8:00 PM',
    openingHours: {
      weekly: [{ days: [0, 1, 2, 3, 4, 6], opens: '08:00', closes: '20:00' }],
      closedDates: [],
    },
  },
  desks: [],
};
