NAME = "local-common"
