import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ELEARNING_PACKAGE_MAX_BYTES,
  licenseeCourseListEndpoint,
  readLicenseeCourseEndpoint,
  updateLicenseeCourseEndpoint,
  updateLicenseeCourseOfferEndpoint,
  uploadLicenseeCourseEndpoint,
  uploadLicenseeCourseFieldsSchema,
  uploadLicenseeCourseVersionEndpoint,
  uploadLicenseeCourseVersionFieldsSchema,
} from '@compliance/shared-contracts';
import { requireLicenseeSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { assertUploadRequest } from '../../lib/upload-form';
import { receivePackageForm } from './package-upload';
import { changeCourseOffer, listCourses, readCourse, updateCourse, uploadCourse, uploadCourseVersion } from './catalog';

/**
 * The licensee's course catalog in the back office (catalog.ts). A plugin of its own: its uploads
 * are SCORM packages, with the packages' size limit rather than the images' of routes.ts.
 */
export async function licenseeCourseRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: ELEARNING_PACKAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096 } });

  registerEndpoint(app, licenseeCourseListEndpoint, (request) => listCourses(app.db, requireLicenseeSession(request), request.body));

  registerEndpoint(app, readLicenseeCourseEndpoint, (request) => readCourse(app.db, requireLicenseeSession(request), request.body.uuid));

  registerEndpoint(app, uploadLicenseeCourseEndpoint, async (request) => {
    const session = requireLicenseeSession(request);
    assertUploadRequest(request as unknown as FastifyRequest, ELEARNING_PACKAGE_MAX_BYTES, 'ELearning.PackageInvalid');
    const form = await receivePackageForm(request as unknown as FastifyRequest, uploadLicenseeCourseFieldsSchema);
    return uploadCourse(app.db, session, form.zip, form.fields);
  });

  registerEndpoint(app, uploadLicenseeCourseVersionEndpoint, async (request) => {
    const session = requireLicenseeSession(request);
    assertUploadRequest(request as unknown as FastifyRequest, ELEARNING_PACKAGE_MAX_BYTES, 'ELearning.PackageInvalid');
    const form = await receivePackageForm(request as unknown as FastifyRequest, uploadLicenseeCourseVersionFieldsSchema);
    return uploadCourseVersion(app.db, session, form.fields.uuid, form.zip);
  });

  registerEndpoint(app, updateLicenseeCourseEndpoint, async (request) => {
    await updateCourse(app.db, requireLicenseeSession(request), request.body);
    return { success: true as const };
  });

  registerEndpoint(app, updateLicenseeCourseOfferEndpoint, async (request) => {
    await changeCourseOffer(app.db, requireLicenseeSession(request), request.body);
    return { success: true as const };
  });
}
