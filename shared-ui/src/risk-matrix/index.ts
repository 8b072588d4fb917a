// @compliance/shared-ui/risk-matrix: the risk levels and the risk matrix as a heat map, for the risk area and the admins' overview.
export * from './RiskLevel';
export * from './RiskMatrixTable';
