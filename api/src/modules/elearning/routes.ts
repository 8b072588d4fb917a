import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  assignOrgUnitsEndpoint,
  createExecutionEndpoint,
  downloadCertificateEndpoint,
  readExecutionResultEndpoint,
  readExecutionsEndpoint,
  readExecutionDetailsEndpoint,
  readMemberStandingListEndpoint,
  readMemberStatisticsEndpoint,
  readStatisticsEndpoint,
  exportStatisticsEndpoint,
  resetExecutionEndpoint,
  readResultDataEndpoint,
  readExecutionEndpoint,
  readExecutionOutlineEndpoint,
  saveExecutionEndpoint,
  readCatalogEndpoint,
  readELearningDetailsEndpoint,
  readELearningSettingsEndpoint,
  readMemberTasksEndpoint,
  readOrgUnitAssignmentsEndpoint,
  removeOrgUnitsEndpoint,
  readOrgUnitRemovalEndpoint,
  saveELearningSettingsEndpoint,
  uploadPackageEndpoint,
  ELEARNING_PACKAGE_MAX_BYTES,
} from '@compliance/shared-contracts';
import { sendFileAnswer } from '../../lib/file-answer';
import { requestLanguage } from '../../lib/language';
import { assertUploadRequest } from '../../lib/upload-form';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { appOriginOf, contentOriginOf } from './content-origin';
import { receivePackage } from './package-upload';
import { uploadPackage } from './packages';
import { createExecution, readExecution, readExecutionOutline, saveExecution } from './executions';
import { listExecutions, readExecutionDetails, resetExecution } from './history';
import { listMemberStandings } from './standing-list';
import { readMemberStatistics, readStatistics } from './statistics';
import { exportStatistics } from './statistics-export';
import { certificatePdf, readExecutionResult, readResultData } from './results';
import {
  changeOrgUnits,
  listAssignedOrgUnits,
  listCatalog,
  readDetails,
  readMemberTasks,
  readOrgUnitRemoval,
  readTaskSettings,
  saveTaskSettings,
} from './service';

/** E-Learnings of docs/product.md §7: catalog, details, task settings, org units (service.ts), attempts and their content (executions.ts), results and certificates (results.ts), attempts as history and their reset (history.ts), statistics and their export (statistics.ts, statistics-export.ts), SCORM package uploads (packages.ts). */
export async function elearningRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readCatalogEndpoint, (request) =>
    listCatalog(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readMemberTasksEndpoint, (request) =>
    readMemberTasks(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readELearningDetailsEndpoint, (request) =>
    readDetails(app.db, requireSession(request), request.body.elearningUuid, requestLanguage(request)),
  );
  registerEndpoint(app, readELearningSettingsEndpoint, (request) =>
    readTaskSettings(app.db, requireSession(request), request.body.elearningUuid),
  );
  registerEndpoint(app, saveELearningSettingsEndpoint, async (request) => {
    const { elearningUuid, ...settings } = request.body;
    await saveTaskSettings(app.db, requireSession(request), elearningUuid, settings);
    return SUCCESS;
  });
  registerEndpoint(app, readOrgUnitAssignmentsEndpoint, (request) => listAssignedOrgUnits(app.db, requireSession(request), request.body));
  registerEndpoint(app, assignOrgUnitsEndpoint, async (request) => {
    await changeOrgUnits(app.db, requireSession(request), 'assign', request.body);
    return SUCCESS;
  });
  registerEndpoint(app, readOrgUnitRemovalEndpoint, (request) => readOrgUnitRemoval(app.db, requireSession(request), request.body));
  registerEndpoint(app, removeOrgUnitsEndpoint, async (request) => {
    await changeOrgUnits(app.db, requireSession(request), 'remove', request.body);
    return SUCCESS;
  });
  registerEndpoint(app, createExecutionEndpoint, (request) => createExecution(app.db, requireSession(request), request.body.taskUuid));
  registerEndpoint(app, readExecutionEndpoint, (request) =>
    readExecution(app.db, requireSession(request), request.body, requestLanguage(request), {
      app: appOriginOf(request),
      content: contentOriginOf(app.config, request),
    }),
  );
  registerEndpoint(app, readExecutionOutlineEndpoint, (request) =>
    readExecutionOutline(app.db, requireSession(request), request.body.executionUuid, requestLanguage(request)),
  );
  registerEndpoint(app, saveExecutionEndpoint, (request) => saveExecution(app.db, requireSession(request), request.body));
  registerEndpoint(app, readResultDataEndpoint, (request) => readResultData(app.db, requireSession(request), request.body.resultUuid));
  registerEndpoint(app, readExecutionResultEndpoint, (request) =>
    readExecutionResult(app.db, requireSession(request), request.body.executionUuid),
  );
  registerEndpoint(app, downloadCertificateEndpoint, async (request, reply) =>
    sendFileAnswer(reply, await certificatePdf(app.db, requireSession(request), request.body.resultUuid)),
  );
  registerEndpoint(app, readExecutionsEndpoint, (request) => listExecutions(app.db, requireSession(request), request.body));
  registerEndpoint(app, readExecutionDetailsEndpoint, (request) =>
    readExecutionDetails(app.db, requireSession(request), request.body.executionUuid, requestLanguage(request)),
  );
  registerEndpoint(app, resetExecutionEndpoint, async (request) => {
    await resetExecution(app.db, requireSession(request), request.body.executionUuid);
    return SUCCESS;
  });
  registerEndpoint(app, readMemberStandingListEndpoint, (request) =>
    listMemberStandings(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readStatisticsEndpoint, (request) =>
    readStatistics(app.db, requireSession(request), request.body.elearningUuid, requestLanguage(request)),
  );
  registerEndpoint(app, exportStatisticsEndpoint, async (request, reply) =>
    sendFileAnswer(reply, await exportStatistics(app.db, requireSession(request), request.body.elearningUuid, requestLanguage(request))),
  );
  registerEndpoint(app, readMemberStatisticsEndpoint, (request) => readMemberStatistics(app.db, requireSession(request)));
  await app.register(multipart, { limits: { fileSize: ELEARNING_PACKAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096 } });
  registerEndpoint(app, uploadPackageEndpoint, async (request) => {
    const session = requireSession(request);
    assertUploadRequest(request as unknown as FastifyRequest, ELEARNING_PACKAGE_MAX_BYTES, 'ELearning.PackageInvalid');
    return uploadPackage(app.db, session, await receivePackage(request as unknown as FastifyRequest));
  });
}
