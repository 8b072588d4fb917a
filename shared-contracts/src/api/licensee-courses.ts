import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { defineEndpoint } from './endpoint';
import { countSchema, listRequestSchema, listResponseSchema, successSchema, uuidSchema } from './common';
import { searchFilterSchema, uuidBodySchema } from './company-common';
import {
  ELEARNING_COURSE_TEXT_LIMITS,
  ELEARNING_PACKAGE_FILE_FIELD,
  ELEARNING_PACKAGE_MAX_BYTES,
  SCORM_VERSIONS,
} from './elearning-values';
import { packageReportSchema } from './elearning';
import { LICENSEE_COURSE_CLIENTS_MAX, LICENSEE_COURSE_OFFERS, LICENSEE_COURSE_SORT_COLUMNS, LICENSEE_COURSE_USES } from './licensee-values';

// The licensee's course catalog in the back office (issue 69, step 4): SCORM courses uploaded,
// described in both languages, given new versions, and offered to all clients or chosen ones.
// Each client offered a course holds it as an E-Learning of its own, inactive until it sets it up.

/** A course's texts in one language; an English text left empty reads as the German one. */
export const licenseeCourseTextSchema = z.object({
  title: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.title),
  description: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.description),
  category: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.category),
});
export type LicenseeCourseText = z.infer<typeof licenseeCourseTextSchema>;

/** A course's texts in both languages: German with its title, English as given. */
export const licenseeCourseTextsSchema = z.object({
  de_DE: licenseeCourseTextSchema.extend({ title: z.string().trim().min(1).max(ELEARNING_COURSE_TEXT_LIMITS.title) }),
  en_GB: licenseeCourseTextSchema,
});
export type LicenseeCourseTexts = z.infer<typeof licenseeCourseTextsSchema>;

const durationMinutesSchema = z.number().int().min(0).max(ELEARNING_COURSE_TEXT_LIMITS.maxDurationMinutes);

/** A course as the catalog lists it. */
export const licenseeCourseRowSchema = z.object({
  uuid: uuidSchema,
  texts: z.object({ de_DE: licenseeCourseTextSchema, en_GB: licenseeCourseTextSchema }),
  durationMinutes: countSchema,
  scormVersion: z.enum(SCORM_VERSIONS),
  offeredTo: z.enum(LICENSEE_COURSE_OFFERS),
  /** The clients holding the course as an E-Learning. */
  clientCount: countSchema,
  /** The packages uploaded for it, the current one included. */
  versionCount: countSchema,
  /** When its current package was uploaded. */
  updatedAt: z.string(),
});
export type LicenseeCourseRow = z.infer<typeof licenseeCourseRowSchema>;

export const licenseeCourseListEndpoint = defineEndpoint({
  id: 'licensee.course-list',
  method: 'POST',
  path: '/api/licensee/course-list',
  summary:
    "The licensee's course catalog, one page: search by title or category in either language; SCORM version, offer, clients, versions.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readCourses] },
  body: listRequestSchema.extend({
    sortBy: z.enum(LICENSEE_COURSE_SORT_COLUMNS).optional(),
    filter: z.object({ search: searchFilterSchema }).default({}),
  }),
  response: listResponseSchema(licenseeCourseRowSchema),
  loader: 'load',
});

/** One package of a course: what its manifest says and who uploaded it when. */
export const licenseeCourseVersionSchema = z.object({
  uuid: uuidSchema,
  packageTitle: z.string(),
  scormVersion: z.enum(SCORM_VERSIONS),
  fileCount: countSchema,
  totalBytes: countSchema,
  uploadedAt: z.string(),
  /** The staff member who uploaded it; null when it came from the command line. */
  uploadedBy: z.string().nullable(),
  current: z.boolean(),
});

/** A client holding the course or chosen for it, and how far it uses it. */
export const licenseeCourseClientSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  clientIdentifier: z.string(),
  /** Whether the client is among the chosen ones (always true when the course is offered to all). */
  offered: z.boolean(),
  /** offered: holds it inactive and untouched; configured: its E-Learning is active or has org units; used: members had tasks of it. */
  use: z.enum(LICENSEE_COURSE_USES),
});
export type LicenseeCourseClient = z.infer<typeof licenseeCourseClientSchema>;

export const licenseeCourseDetailsSchema = z.object({
  uuid: uuidSchema,
  texts: licenseeCourseTextsSchema,
  durationMinutes: countSchema,
  offeredTo: z.enum(LICENSEE_COURSE_OFFERS),
  versions: z.array(licenseeCourseVersionSchema),
  /** The clients holding the course or chosen for it, by name: at most LICENSEE_COURSE_CLIENTS_MAX. */
  clients: z.array(licenseeCourseClientSchema),
  /** How many there are in all. */
  clientCount: countSchema,
});
export type LicenseeCourseDetails = z.infer<typeof licenseeCourseDetailsSchema>;

export const readLicenseeCourseEndpoint = defineEndpoint({
  id: 'licensee.read-course',
  method: 'POST',
  path: '/api/licensee/read-course',
  summary:
    "One course of the licensee's catalog: texts, duration, offer, every version uploaded, and the clients holding it or chosen for it.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readCourses] },
  body: uuidBodySchema,
  response: licenseeCourseDetailsSchema,
  loader: 'load',
});

/** Text fields of a new course's upload: the texts per language, the duration and the offer. */
export const uploadLicenseeCourseFieldsSchema = z.object({
  titleDe: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.title).default(''),
  titleEn: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.title).default(''),
  descriptionDe: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.description).default(''),
  descriptionEn: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.description).default(''),
  categoryDe: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.category).default(''),
  categoryEn: z.string().trim().max(ELEARNING_COURSE_TEXT_LIMITS.category).default(''),
  durationMinutes: z.coerce.number().int().min(0).max(ELEARNING_COURSE_TEXT_LIMITS.maxDurationMinutes).default(0),
  offeredTo: z.enum(LICENSEE_COURSE_OFFERS).default('all'),
});
export type UploadLicenseeCourseFields = z.infer<typeof uploadLicenseeCourseFieldsSchema>;

/** What an uploaded package became: the course, the package's facts, and the clients newly offered it. */
export const uploadedLicenseeCourseSchema = successSchema.extend({
  uuid: uuidSchema,
  packageTitle: z.string(),
  scormVersion: z.enum(SCORM_VERSIONS),
  fileCount: countSchema,
  totalBytes: countSchema,
  clientsOffered: countSchema,
  report: packageReportSchema,
});
export type UploadedLicenseeCourse = z.infer<typeof uploadedLicenseeCourseSchema>;

export const uploadLicenseeCourseEndpoint = defineEndpoint({
  id: 'licensee.upload-course',
  method: 'POST',
  path: '/api/licensee/upload-course',
  summary:
    'Multipart upload of a SCORM package (zip in field "filename"; text fields of uploadLicenseeCourseFieldsSchema), checked as every package is; becomes a new course of the catalog, offered to all clients as an inactive E-Learning, or to none until chosen.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  upload: { field: ELEARNING_PACKAGE_FILE_FIELD, types: ['zip'], maxBytes: ELEARNING_PACKAGE_MAX_BYTES },
  response: uploadedLicenseeCourseSchema,
  loader: 'save',
});

/** The text field of a new version's upload: the course it is for. */
export const uploadLicenseeCourseVersionFieldsSchema = z.object({ uuid: uuidSchema });

export const uploadLicenseeCourseVersionEndpoint = defineEndpoint({
  id: 'licensee.upload-course-version',
  method: 'POST',
  path: '/api/licensee/upload-course-version',
  summary:
    'Multipart upload of a SCORM package (zip in field "filename", the course in field "uuid") that becomes the current version of a course of the catalog; attempts under way keep theirs, earlier versions stay listed.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  upload: { field: ELEARNING_PACKAGE_FILE_FIELD, types: ['zip'], maxBytes: ELEARNING_PACKAGE_MAX_BYTES },
  response: uploadedLicenseeCourseSchema,
  loader: 'save',
});

export const updateLicenseeCourseEndpoint = defineEndpoint({
  id: 'licensee.update-course',
  method: 'POST',
  path: '/api/licensee/update-course',
  summary: "Saves a course's texts in both languages and its duration; every client holding it shows them at once.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  body: z.object({ uuid: uuidSchema, texts: licenseeCourseTextsSchema, durationMinutes: durationMinutesSchema }),
  response: successSchema,
  loader: 'save',
});

export const updateLicenseeCourseOfferEndpoint = defineEndpoint({
  id: 'licensee.update-course-offer',
  method: 'POST',
  path: '/api/licensee/update-course-offer',
  summary:
    'Offers a course to all clients (those created later too) or to the chosen ones: clients newly offered it get an inactive E-Learning; a client no longer offered it loses it while untouched, and one that uses it refuses the change (409 Licensee.CourseInUse).',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageCourses] },
  body: z.object({
    uuid: uuidSchema,
    offeredTo: z.enum(LICENSEE_COURSE_OFFERS),
    clientUuids: z.array(uuidSchema).max(LICENSEE_COURSE_CLIENTS_MAX).default([]),
  }),
  response: successSchema,
  loader: 'save',
});
