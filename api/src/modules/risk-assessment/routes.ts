import type { FastifyInstance } from 'fastify';
import {
  assignRiskLocationEndpoint,
  assignRiskMemberEndpoint,
  assignRiskOrgUnitsEndpoint,
  cancelRiskActionEndpoint,
  completeRiskExecutionEndpoint,
  confirmRiskActionsEndpoint,
  createRiskActionEndpoint,
  exportRiskActionListEndpoint,
  readRiskActionDetailsEndpoint,
  readRiskRecordEndpoint,
  readRiskActionListEndpoint,
  readRiskActionStatusEndpoint,
  readMemberRiskActionListEndpoint,
  updateRiskActionEndpoint,
  createRiskExecutionEndpoint,
  deleteRiskAssignmentsEndpoint,
  readRiskAssessmentDetailsEndpoint,
  readRiskAssessmentSettingsEndpoint,
  readRiskAssignmentListEndpoint,
  readRiskAssignmentOverviewListEndpoint,
  readRiskDetailsEndpoint,
  readRiskListEndpoint,
  readRiskMatrixEndpoint,
  readRiskResultDetailsEndpoint,
  readRiskContentEndpoint,
  readRiskExecutionEndpoint,
  readRiskMemberTasksEndpoint,
  readRiskCatalogListEndpoint,
  saveRiskAssessmentSettingsEndpoint,
  saveRiskExecutionEndpoint,
  saveRiskMatrixEndpoint,
} from '@compliance/shared-contracts';
import { sendFileAnswer } from '../../lib/file-answer';
import { requestLanguage } from '../../lib/language';
import { exportActions } from './action-export';
import { readRecord } from './record';
import {
  cancelRiskAction,
  changeAction,
  confirmActions,
  createAction,
  listActions,
  listMemberActions,
  readActionDetails,
  readActionStatus,
} from './actions';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import {
  completeAnalysis,
  listOverview,
  listRisks,
  readResultDetails,
  readRiskDetails,
  readRiskMatrix,
  saveRiskMatrix,
} from './evaluation';
import { createExecution, readContent, readExecution, readMemberTasks, saveExecution } from './executions';
import { assign, listAssignments, listCatalog, readDetails, readTaskSettings, removeAssignments, saveTaskSettings } from './service';

/** Risk assessments of docs/product.md §7: the catalog, task settings and assignments (service.ts), the members' analyses (executions.ts), the evaluation (evaluation.ts), measures (actions.ts, action-export.ts). */
export async function riskAssessmentRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readRiskCatalogListEndpoint, (request) =>
    listCatalog(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskAssessmentDetailsEndpoint, (request) =>
    readDetails(app.db, requireSession(request), request.body.riskAssessmentTaskUuid, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskAssessmentSettingsEndpoint, (request) =>
    readTaskSettings(app.db, requireSession(request), request.body.riskAssessmentTaskUuid),
  );
  registerEndpoint(app, saveRiskAssessmentSettingsEndpoint, async (request) => {
    const { riskAssessmentTaskUuid, ...settings } = request.body;
    await saveTaskSettings(app.db, requireSession(request), riskAssessmentTaskUuid, settings);
    return SUCCESS;
  });
  registerEndpoint(app, readRiskAssignmentListEndpoint, (request) => listAssignments(app.db, requireSession(request), request.body));
  registerEndpoint(app, assignRiskOrgUnitsEndpoint, async (request) => {
    const { riskAssessmentTaskUuid, orgUnitUuids } = request.body;
    await assign(app.db, requireSession(request), riskAssessmentTaskUuid, { kind: 'org-unit', ids: orgUnitUuids });
    return SUCCESS;
  });
  registerEndpoint(app, assignRiskLocationEndpoint, async (request) => {
    const { riskAssessmentTaskUuid, locationUuid } = request.body;
    await assign(app.db, requireSession(request), riskAssessmentTaskUuid, { kind: 'location', id: locationUuid });
    return SUCCESS;
  });
  registerEndpoint(app, assignRiskMemberEndpoint, async (request) => {
    const { riskAssessmentTaskUuid, memberUuids } = request.body;
    await assign(app.db, requireSession(request), riskAssessmentTaskUuid, { kind: 'member', ids: memberUuids });
    return SUCCESS;
  });
  registerEndpoint(app, deleteRiskAssignmentsEndpoint, async (request) => {
    const { riskAssessmentTaskUuid, assignmentUuids } = request.body;
    await removeAssignments(app.db, requireSession(request), riskAssessmentTaskUuid, assignmentUuids);
    return SUCCESS;
  });
  registerEndpoint(app, readRiskMemberTasksEndpoint, (request) =>
    readMemberTasks(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskContentEndpoint, (request) =>
    readContent(app.db, requireSession(request), request.body.riskAssessmentTaskUuid, requestLanguage(request)),
  );
  registerEndpoint(app, createRiskExecutionEndpoint, (request) => createExecution(app.db, requireSession(request), request.body.taskUuid));
  registerEndpoint(app, readRiskExecutionEndpoint, (request) =>
    readExecution(app.db, requireSession(request), request.body.executionUuid, requestLanguage(request)),
  );
  registerEndpoint(app, saveRiskExecutionEndpoint, (request) => saveExecution(app.db, requireSession(request), request.body));
  registerEndpoint(app, completeRiskExecutionEndpoint, (request) =>
    completeAnalysis(app.db, requireSession(request), request.body.riskAssessmentTaskUuid),
  );
  registerEndpoint(app, readRiskAssignmentOverviewListEndpoint, (request) =>
    listOverview(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskResultDetailsEndpoint, (request) =>
    readResultDetails(app.db, requireSession(request), request.body.riskAssessmentExecutionResultUuid, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskListEndpoint, (request) =>
    listRisks(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskDetailsEndpoint, (request) =>
    readRiskDetails(app.db, requireSession(request), request.body.riskUuid, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskMatrixEndpoint, (request) => readRiskMatrix(app.db, requireSession(request)));
  registerEndpoint(app, saveRiskMatrixEndpoint, async (request) => {
    await saveRiskMatrix(app.db, requireSession(request), request.body.factors);
    return SUCCESS;
  });
  registerEndpoint(app, createRiskActionEndpoint, (request) => createAction(app.db, requireSession(request), request.body));
  registerEndpoint(app, updateRiskActionEndpoint, async (request) => {
    await changeAction(app.db, requireSession(request), request.body);
    return SUCCESS;
  });
  registerEndpoint(app, cancelRiskActionEndpoint, async (request) => {
    await cancelRiskAction(app.db, requireSession(request), request.body);
    return SUCCESS;
  });
  registerEndpoint(app, confirmRiskActionsEndpoint, async (request) => {
    const { riskAssessmentExecutionResultUuid, riskActionUuids } = request.body;
    await confirmActions(app.db, requireSession(request), riskAssessmentExecutionResultUuid, riskActionUuids);
    return SUCCESS;
  });
  registerEndpoint(app, readRiskActionListEndpoint, (request) =>
    listActions(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readMemberRiskActionListEndpoint, (request) =>
    listMemberActions(app.db, requireSession(request), request.body, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskActionDetailsEndpoint, (request) =>
    readActionDetails(app.db, requireSession(request), request.body.riskActionUuid, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskActionStatusEndpoint, (request) =>
    readActionStatus(app.db, requireSession(request), request.body.riskAssessmentExecutionResultUuid, requestLanguage(request)),
  );
  registerEndpoint(app, readRiskRecordEndpoint, (request) =>
    readRecord(app.db, requireSession(request), request.body.riskAssessmentExecutionResultUuid, requestLanguage(request)),
  );
  registerEndpoint(app, exportRiskActionListEndpoint, async (request, reply) =>
    sendFileAnswer(
      reply,
      await exportActions(
        app.db,
        requireSession(request),
        request.body.riskAssessmentExecutionResultUuid,
        requestLanguage(request),
        request.body.format,
      ),
    ),
  );
}
