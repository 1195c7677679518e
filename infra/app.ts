import { App } from 'aws-cdk-lib';
import { loadAppConfig } from './config';
import { createStacks } from './stacks';

const app = new App();
createStacks(app, loadAppConfig(process.env));
