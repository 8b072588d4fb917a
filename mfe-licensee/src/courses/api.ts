// The courses feature's data (docs/adding-an-area.md §4): the licensee's catalog, one course, and
// the writes that clear both.
import {
  ELEARNING_PACKAGE_FILE_FIELD,
  licenseeClientListEndpoint,
  licenseeCourseListEndpoint,
  readLicenseeCourseEndpoint,
  updateLicenseeCourseEndpoint,
  updateLicenseeCourseOfferEndpoint,
  uploadLicenseeCourseEndpoint,
  uploadLicenseeCourseVersionEndpoint,
  type LicenseeClientRow,
  type UploadedLicenseeCourse,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { listSearch, uploadFileOrThrow, type TypeaheadOption } from '@compliance/shared-ui/inputs';
import { serverList, useDetailsOf, useWritesClearing } from '@compliance/shared-ui/table';

/** The licensee's courses, by German title. */
export const COURSE_LIST = serverList(licenseeCourseListEndpoint, 'licensee-courses', { sortBy: 'title', sortDirection: 'asc' });

const fetchCourse = (uuid: string) => apiRequest(readLicenseeCourseEndpoint, { body: { uuid } });

/** One course through the cache its details page fills; nothing while `uuid` is null. */
export const useCourse = (uuid: string | null) => useDetailsOf(readLicenseeCourseEndpoint.path, fetchCourse, uuid);

/** What an uploaded package became: the course, the package's facts and what it holds. */
export type UploadedCourse = UploadedLicenseeCourse;

// The browser bundles no schemas: the server validated the answer, this tells it from an error page.
const isUploadedCourse = (body: unknown): body is UploadedCourse =>
  typeof body === 'object' && body !== null && typeof (body as Partial<UploadedCourse>).uuid === 'string';

/** The text fields of a new course's upload. */
export type NewCourseFields = Record<
  'titleDe' | 'titleEn' | 'descriptionDe' | 'descriptionEn' | 'categoryDe' | 'categoryEn' | 'durationMinutes' | 'offeredTo',
  string
>;

/** Uploads a new course's package with its texts, reporting progress; a refusal throws an ApiRequestError. */
function uploadCourse(file: File, fields: NewCourseFields, onProgress: (percent: number) => void): Promise<UploadedCourse> {
  return uploadFileOrThrow(
    { url: uploadLicenseeCourseEndpoint.path, file, fieldName: ELEARNING_PACKAGE_FILE_FIELD, params: fields, onProgress },
    isUploadedCourse,
  );
}

/** Uploads a new version of a course, reporting progress; a refusal throws an ApiRequestError. */
function uploadCourseVersion(file: File, uuid: string, onProgress: (percent: number) => void): Promise<UploadedCourse> {
  return uploadFileOrThrow(
    { url: uploadLicenseeCourseVersionEndpoint.path, file, fieldName: ELEARNING_PACKAGE_FILE_FIELD, params: { uuid }, onProgress },
    isUploadedCourse,
  );
}

const COURSE_WRITES = {
  uploadCourse,
  uploadCourseVersion,
  update: formWrite(updateLicenseeCourseEndpoint),
  updateOffer: formWrite(updateLicenseeCourseOfferEndpoint),
};

/** The writes of courses; after success the list and every cached course are read again. */
export const useCourseWrites = () => useWritesClearing([COURSE_LIST.cacheKey, readLicenseeCourseEndpoint.path], COURSE_WRITES);

/** A client as a choice: "Name (company ID)". */
export const clientOptionOf = (client: Pick<LicenseeClientRow, 'uuid' | 'name' | 'clientIdentifier'>): TypeaheadOption => ({
  value: client.uuid,
  label: `${client.name} (${client.clientIdentifier})`,
});

/** The licensee's clients matching a search term, as choices. */
export const searchClients = listSearch(licenseeClientListEndpoint, 'name', clientOptionOf);
