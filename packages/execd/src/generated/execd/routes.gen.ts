// This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/generate.ts). Do not edit.

/** Request schemas per operation (JSON Schema 2020-12), for fastify route validation. */
export const routes = {
  "ping": {
    "method": "GET",
    "path": "/ping",
    "url": "/ping",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "createCodeContext": {
    "method": "POST",
    "path": "/code/context",
    "url": "/code/context",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "Settings of a new code context.",
        "properties": {
          "language": {
            "type": "string",
            "minLength": 1,
            "description": "Kernel language, e.g. `python`. Defaults to `python`."
          },
          "cwd": {
            "type": "string",
            "minLength": 1,
            "description": "Working directory of the kernel."
          }
        }
      }
    }
  },
  "listContexts": {
    "method": "GET",
    "path": "/code/contexts",
    "url": "/code/contexts",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "language": {
            "type": "string",
            "minLength": 1
          }
        }
      }
    }
  },
  "deleteContextsByLanguage": {
    "method": "DELETE",
    "path": "/code/contexts",
    "url": "/code/contexts",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "language": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "language"
        ]
      }
    }
  },
  "getContext": {
    "method": "GET",
    "path": "/code/contexts/{context_id}",
    "url": "/code/contexts/:context_id",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "context_id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "context_id"
        ]
      }
    }
  },
  "deleteContext": {
    "method": "DELETE",
    "path": "/code/contexts/{context_id}",
    "url": "/code/contexts/:context_id",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "context_id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "context_id"
        ]
      }
    }
  },
  "runCode": {
    "method": "POST",
    "path": "/code",
    "url": "/code",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "Code to execute.",
        "required": [
          "code"
        ],
        "properties": {
          "context": {
            "type": "object",
            "description": "Which context a `runCode` call uses: `id` selects an existing context, `language`\nalone selects that language's default context. A full `CodeContext` is accepted.\n",
            "properties": {
              "id": {
                "type": "string",
                "minLength": 1,
                "description": "Id of an existing context."
              },
              "language": {
                "type": "string",
                "minLength": 1,
                "description": "Kernel language."
              }
            }
          },
          "code": {
            "type": "string",
            "description": "Source code."
          }
        }
      }
    }
  },
  "interruptCode": {
    "method": "DELETE",
    "path": "/code",
    "url": "/code",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "createSession": {
    "method": "POST",
    "path": "/session",
    "url": "/session",
    "bodyRequired": false,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "Settings of a new shell session.",
        "properties": {
          "cwd": {
            "type": "string",
            "minLength": 1,
            "description": "Initial working directory."
          }
        }
      }
    }
  },
  "runInSession": {
    "method": "POST",
    "path": "/session/{sessionId}/run",
    "url": "/session/:sessionId/run",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      },
      "body": {
        "type": "object",
        "description": "Command to run in a shell session.",
        "required": [
          "command"
        ],
        "properties": {
          "command": {
            "type": "string",
            "minLength": 1,
            "description": "Shell command line."
          },
          "cwd": {
            "type": "string",
            "minLength": 1,
            "description": "Working directory for this command (the session's own is used otherwise)."
          },
          "timeout": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "description": "Kill the command after this many milliseconds; 0 or omitted means no limit."
          }
        }
      }
    }
  },
  "deleteSession": {
    "method": "DELETE",
    "path": "/session/{sessionId}",
    "url": "/session/:sessionId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "runCommand": {
    "method": "POST",
    "path": "/command",
    "url": "/command",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "Command to run; exactly one of `command` (shell text) and `argv` (no shell).",
        "oneOf": [
          {
            "required": [
              "command"
            ]
          },
          {
            "required": [
              "argv"
            ]
          }
        ],
        "dependentRequired": {
          "gid": [
            "uid"
          ]
        },
        "properties": {
          "command": {
            "type": "string",
            "minLength": 1,
            "description": "Shell command line, run with `bash -c`."
          },
          "argv": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string"
            },
            "description": "Executable and literal arguments, run without a shell (nothing is expanded). A bare\n`argv[0]` is looked up in the command's `PATH`, a relative one against `cwd`; it must\nnot be empty and no argument may contain NUL. An executable that cannot be started\nends the command with exit code 127. Upstream OpenSandbox's newer clients send it.\n"
          },
          "cwd": {
            "type": "string",
            "minLength": 1,
            "description": "Working directory (`~` and environment variables are expanded); must exist."
          },
          "background": {
            "type": "boolean",
            "default": false,
            "description": "Detach the command and return as soon as it has started."
          },
          "timeout": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "description": "Kill the command after this many milliseconds; 0 or omitted means no limit."
          },
          "uid": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "description": "Run as this user id."
          },
          "gid": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "description": "Run with this group id; requires `uid`."
          },
          "envs": {
            "type": "object",
            "description": "Extra environment variables for the command.",
            "additionalProperties": {
              "type": "string"
            }
          },
          "stdin": {
            "type": "boolean",
            "default": false,
            "description": "Give the command a stdin pipe fed by `writeCommandStdin` and closed by\n`closeCommandStdin` (extension). When false, stdin is `/dev/null`.\n"
          }
        }
      }
    }
  },
  "interruptCommand": {
    "method": "DELETE",
    "path": "/command",
    "url": "/command",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "getCommandStatus": {
    "method": "GET",
    "path": "/command/status/{id}",
    "url": "/command/status/:id",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "getBackgroundCommandLogs": {
    "method": "GET",
    "path": "/command/{id}/logs",
    "url": "/command/:id/logs",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "cursor": {
            "type": "integer",
            "format": "int64",
            "minimum": 0
          }
        }
      }
    }
  },
  "writeCommandStdin": {
    "method": "POST",
    "path": "/command/{id}/stdin",
    "url": "/command/:id/stdin",
    "bodyRequired": true,
    "contentTypes": [
      "application/octet-stream"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "closeCommandStdin": {
    "method": "DELETE",
    "path": "/command/{id}/stdin",
    "url": "/command/:id/stdin",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "followCommandOutput": {
    "method": "GET",
    "path": "/command/{id}/events",
    "url": "/command/:id/events",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "cursor": {
            "type": "integer",
            "format": "int64",
            "minimum": 0
          }
        }
      }
    }
  },
  "listCommands": {
    "method": "GET",
    "path": "/commands",
    "url": "/commands",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "running": {
            "type": "boolean"
          }
        }
      }
    }
  },
  "getFilesInfo": {
    "method": "GET",
    "path": "/files/info",
    "url": "/files/info",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "removeFiles": {
    "method": "DELETE",
    "path": "/files",
    "url": "/files",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "chmodFiles": {
    "method": "POST",
    "path": "/files/permissions",
    "url": "/files/permissions",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "Permission settings keyed by absolute path.",
        "minProperties": 1,
        "additionalProperties": {
          "type": "object",
          "description": "Mode and ownership to apply to a path.",
          "properties": {
            "owner": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "User name to own the path. `null` is the same as leaving it out (ownership unchanged); the official upstream clients send `null` for an unset owner."
            },
            "group": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "Group name to own the path. `null` is the same as leaving it out."
            },
            "mode": {
              "type": "integer",
              "minimum": 0,
              "maximum": 7777,
              "default": 755,
              "description": "Permission bits as octal digits in a decimal number (`755`, `644`, `600`)."
            }
          }
        }
      }
    }
  },
  "renameFiles": {
    "method": "POST",
    "path": "/files/mv",
    "url": "/files/mv",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "array",
        "minItems": 1,
        "items": {
          "type": "object",
          "description": "One move.",
          "required": [
            "src",
            "dest"
          ],
          "properties": {
            "src": {
              "type": "string",
              "minLength": 1,
              "description": "Current path."
            },
            "dest": {
              "type": "string",
              "minLength": 1,
              "description": "New path."
            }
          }
        }
      }
    }
  },
  "searchFiles": {
    "method": "GET",
    "path": "/files/search",
    "url": "/files/search",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1
          },
          "pattern": {
            "type": "string",
            "default": "**"
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "replaceContent": {
    "method": "POST",
    "path": "/files/replace",
    "url": "/files/replace",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "verbose": {
            "type": "boolean",
            "default": false
          }
        }
      },
      "body": {
        "type": "object",
        "minProperties": 1,
        "additionalProperties": {
          "type": "object",
          "description": "Text substitution for one file.",
          "required": [
            "old",
            "new"
          ],
          "properties": {
            "old": {
              "type": "string",
              "minLength": 1,
              "description": "Text to find (not empty)."
            },
            "new": {
              "type": "string",
              "description": "Replacement text (may be empty)."
            }
          }
        }
      }
    }
  },
  "uploadFile": {
    "method": "POST",
    "path": "/files/upload",
    "url": "/files/upload",
    "bodyRequired": true,
    "contentTypes": [
      "multipart/form-data"
    ],
    "schema": {}
  },
  "downloadFile": {
    "method": "GET",
    "path": "/files/download",
    "url": "/files/download",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1
          },
          "offset": {
            "type": "integer",
            "minimum": 1
          },
          "limit": {
            "type": "integer",
            "minimum": 1
          }
        },
        "required": [
          "path"
        ]
      },
      "headers": {
        "type": "object",
        "properties": {
          "range": {
            "type": "string"
          }
        }
      }
    }
  },
  "watchFiles": {
    "method": "GET",
    "path": "/files/watch",
    "url": "/files/watch",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1
          },
          "recursive": {
            "type": "boolean",
            "default": true
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "listDirectory": {
    "method": "GET",
    "path": "/directories/list",
    "url": "/directories/list",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1
          },
          "depth": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "default": 1
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "makeDirs": {
    "method": "POST",
    "path": "/directories",
    "url": "/directories",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "Permission settings keyed by absolute path.",
        "minProperties": 1,
        "additionalProperties": {
          "type": "object",
          "description": "Mode and ownership to apply to a path.",
          "properties": {
            "owner": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "User name to own the path. `null` is the same as leaving it out (ownership unchanged); the official upstream clients send `null` for an unset owner."
            },
            "group": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "Group name to own the path. `null` is the same as leaving it out."
            },
            "mode": {
              "type": "integer",
              "minimum": 0,
              "maximum": 7777,
              "default": 755,
              "description": "Permission bits as octal digits in a decimal number (`755`, `644`, `600`)."
            }
          }
        }
      }
    }
  },
  "removeDirs": {
    "method": "DELETE",
    "path": "/directories",
    "url": "/directories",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "identityGetFilesInfo": {
    "method": "GET",
    "path": "/v1/filesystem/{uid}/{gid}/files/info",
    "url": "/v1/filesystem/:uid/:gid/files/info",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "identityRemoveFiles": {
    "method": "DELETE",
    "path": "/v1/filesystem/{uid}/{gid}/files",
    "url": "/v1/filesystem/:uid/:gid/files",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "identityChmodFiles": {
    "method": "POST",
    "path": "/v1/filesystem/{uid}/{gid}/files/permissions",
    "url": "/v1/filesystem/:uid/:gid/files/permissions",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "body": {
        "type": "object",
        "description": "Permission settings keyed by absolute path.",
        "minProperties": 1,
        "additionalProperties": {
          "type": "object",
          "description": "Mode and ownership to apply to a path.",
          "properties": {
            "owner": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "User name to own the path. `null` is the same as leaving it out (ownership unchanged); the official upstream clients send `null` for an unset owner."
            },
            "group": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "Group name to own the path. `null` is the same as leaving it out."
            },
            "mode": {
              "type": "integer",
              "minimum": 0,
              "maximum": 7777,
              "default": 755,
              "description": "Permission bits as octal digits in a decimal number (`755`, `644`, `600`)."
            }
          }
        }
      }
    }
  },
  "identityRenameFiles": {
    "method": "POST",
    "path": "/v1/filesystem/{uid}/{gid}/files/mv",
    "url": "/v1/filesystem/:uid/:gid/files/mv",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "body": {
        "type": "array",
        "minItems": 1,
        "items": {
          "type": "object",
          "description": "One move.",
          "required": [
            "src",
            "dest"
          ],
          "properties": {
            "src": {
              "type": "string",
              "minLength": 1,
              "description": "Current path."
            },
            "dest": {
              "type": "string",
              "minLength": 1,
              "description": "New path."
            }
          }
        }
      }
    }
  },
  "identitySearchFiles": {
    "method": "GET",
    "path": "/v1/filesystem/{uid}/{gid}/files/search",
    "url": "/v1/filesystem/:uid/:gid/files/search",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1
          },
          "pattern": {
            "type": "string",
            "default": "**"
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "identityReplaceContent": {
    "method": "POST",
    "path": "/v1/filesystem/{uid}/{gid}/files/replace",
    "url": "/v1/filesystem/:uid/:gid/files/replace",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "verbose": {
            "type": "boolean",
            "default": false
          }
        }
      },
      "body": {
        "type": "object",
        "minProperties": 1,
        "additionalProperties": {
          "type": "object",
          "description": "Text substitution for one file.",
          "required": [
            "old",
            "new"
          ],
          "properties": {
            "old": {
              "type": "string",
              "minLength": 1,
              "description": "Text to find (not empty)."
            },
            "new": {
              "type": "string",
              "description": "Replacement text (may be empty)."
            }
          }
        }
      }
    }
  },
  "identityUploadFile": {
    "method": "POST",
    "path": "/v1/filesystem/{uid}/{gid}/files/upload",
    "url": "/v1/filesystem/:uid/:gid/files/upload",
    "bodyRequired": true,
    "contentTypes": [
      "multipart/form-data"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      }
    }
  },
  "identityDownloadFile": {
    "method": "GET",
    "path": "/v1/filesystem/{uid}/{gid}/files/download",
    "url": "/v1/filesystem/:uid/:gid/files/download",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1
          },
          "offset": {
            "type": "integer",
            "minimum": 1
          },
          "limit": {
            "type": "integer",
            "minimum": 1
          }
        },
        "required": [
          "path"
        ]
      },
      "headers": {
        "type": "object",
        "properties": {
          "range": {
            "type": "string"
          }
        }
      }
    }
  },
  "identityListDirectory": {
    "method": "GET",
    "path": "/v1/filesystem/{uid}/{gid}/directories/list",
    "url": "/v1/filesystem/:uid/:gid/directories/list",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "minLength": 1
          },
          "depth": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "default": 1
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "identityMakeDirs": {
    "method": "POST",
    "path": "/v1/filesystem/{uid}/{gid}/directories",
    "url": "/v1/filesystem/:uid/:gid/directories",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "body": {
        "type": "object",
        "description": "Permission settings keyed by absolute path.",
        "minProperties": 1,
        "additionalProperties": {
          "type": "object",
          "description": "Mode and ownership to apply to a path.",
          "properties": {
            "owner": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "User name to own the path. `null` is the same as leaving it out (ownership unchanged); the official upstream clients send `null` for an unset owner."
            },
            "group": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "Group name to own the path. `null` is the same as leaving it out."
            },
            "mode": {
              "type": "integer",
              "minimum": 0,
              "maximum": 7777,
              "default": 755,
              "description": "Permission bits as octal digits in a decimal number (`755`, `644`, `600`)."
            }
          }
        }
      }
    }
  },
  "identityRemoveDirs": {
    "method": "DELETE",
    "path": "/v1/filesystem/{uid}/{gid}/directories",
    "url": "/v1/filesystem/:uid/:gid/directories",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "uid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          },
          "gid": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 4294967294
          }
        },
        "required": [
          "uid",
          "gid"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "path": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "required": [
          "path"
        ]
      }
    }
  },
  "isolatedCapabilities": {
    "method": "GET",
    "path": "/v1/isolated/capabilities",
    "url": "/v1/isolated/capabilities",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "createIsolatedSession": {
    "method": "POST",
    "path": "/v1/isolated/session",
    "url": "/v1/isolated/session",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "listIsolatedSessions": {
    "method": "GET",
    "path": "/v1/isolated/sessions",
    "url": "/v1/isolated/sessions",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "getIsolatedSession": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}",
    "url": "/v1/isolated/session/:sessionId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "deleteIsolatedSession": {
    "method": "DELETE",
    "path": "/v1/isolated/session/{sessionId}",
    "url": "/v1/isolated/session/:sessionId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "runInIsolatedSession": {
    "method": "POST",
    "path": "/v1/isolated/session/{sessionId}/run",
    "url": "/v1/isolated/session/:sessionId/run",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "getIsolatedRunStatus": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}/runs/{runId}",
    "url": "/v1/isolated/session/:sessionId/runs/:runId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          },
          "runId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId",
          "runId"
        ]
      }
    }
  },
  "getIsolatedRunLogs": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}/runs/{runId}/logs",
    "url": "/v1/isolated/session/:sessionId/runs/:runId/logs",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          },
          "runId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId",
          "runId"
        ]
      }
    }
  },
  "isolatedSessionDiff": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}/diff",
    "url": "/v1/isolated/session/:sessionId/diff",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedSessionCommit": {
    "method": "POST",
    "path": "/v1/isolated/session/{sessionId}/commit",
    "url": "/v1/isolated/session/:sessionId/commit",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedGetFilesInfo": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}/files/info",
    "url": "/v1/isolated/session/:sessionId/files/info",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedRemoveFiles": {
    "method": "DELETE",
    "path": "/v1/isolated/session/{sessionId}/files",
    "url": "/v1/isolated/session/:sessionId/files",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedChmodFiles": {
    "method": "POST",
    "path": "/v1/isolated/session/{sessionId}/files/permissions",
    "url": "/v1/isolated/session/:sessionId/files/permissions",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedRenameFiles": {
    "method": "POST",
    "path": "/v1/isolated/session/{sessionId}/files/mv",
    "url": "/v1/isolated/session/:sessionId/files/mv",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedSearchFiles": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}/files/search",
    "url": "/v1/isolated/session/:sessionId/files/search",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedReplaceContent": {
    "method": "POST",
    "path": "/v1/isolated/session/{sessionId}/files/replace",
    "url": "/v1/isolated/session/:sessionId/files/replace",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedUploadFile": {
    "method": "POST",
    "path": "/v1/isolated/session/{sessionId}/files/upload",
    "url": "/v1/isolated/session/:sessionId/files/upload",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedDownloadFile": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}/files/download",
    "url": "/v1/isolated/session/:sessionId/files/download",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedListDirectory": {
    "method": "GET",
    "path": "/v1/isolated/session/{sessionId}/directories/list",
    "url": "/v1/isolated/session/:sessionId/directories/list",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedMakeDirs": {
    "method": "POST",
    "path": "/v1/isolated/session/{sessionId}/directories",
    "url": "/v1/isolated/session/:sessionId/directories",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "isolatedRemoveDirs": {
    "method": "DELETE",
    "path": "/v1/isolated/session/{sessionId}/directories",
    "url": "/v1/isolated/session/:sessionId/directories",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sessionId"
        ]
      }
    }
  },
  "claimSandbox": {
    "method": "POST",
    "path": "/internal/claim",
    "url": "/internal/claim",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "What a pooled sandbox becomes when it is handed over (see `claimSandbox`).",
        "required": [
          "token"
        ],
        "additionalProperties": false,
        "properties": {
          "token": {
            "type": "string",
            "minLength": 16,
            "maxLength": 256,
            "description": "The access token execd requires from now on."
          },
          "env": {
            "type": "object",
            "description": "Variables added to the environment of everything started afterwards.",
            "additionalProperties": {
              "type": "string"
            }
          },
          "unset": {
            "type": "array",
            "description": "Variables removed from that environment first (the pool's own).",
            "items": {
              "type": "string"
            }
          }
        }
      }
    }
  },
  "getMetrics": {
    "method": "GET",
    "path": "/metrics",
    "url": "/metrics",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "watchMetrics": {
    "method": "GET",
    "path": "/metrics/watch",
    "url": "/metrics/watch",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "listPtys": {
    "method": "GET",
    "path": "/pty",
    "url": "/pty",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "createPty": {
    "method": "POST",
    "path": "/pty",
    "url": "/pty",
    "bodyRequired": false,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "Settings of a new terminal. All fields are optional.",
        "additionalProperties": false,
        "properties": {
          "command": {
            "type": "array",
            "minItems": 1,
            "description": "Program and arguments to run; defaults to an interactive `bash` (`sh` if bash is missing).",
            "items": {
              "type": "string"
            }
          },
          "cwd": {
            "type": "string",
            "minLength": 1,
            "description": "Working directory; defaults to the daemon's."
          },
          "env": {
            "type": "object",
            "description": "Extra environment variables.",
            "additionalProperties": {
              "type": "string"
            }
          },
          "cols": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535,
            "default": 80,
            "description": "Width in character cells."
          },
          "rows": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535,
            "default": 24,
            "description": "Height in character cells."
          }
        }
      }
    }
  },
  "getPty": {
    "method": "GET",
    "path": "/pty/{id}",
    "url": "/pty/:id",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "deletePty": {
    "method": "DELETE",
    "path": "/pty/{id}",
    "url": "/pty/:id",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "resizePty": {
    "method": "POST",
    "path": "/pty/{id}/resize",
    "url": "/pty/:id/resize",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      },
      "body": {
        "type": "object",
        "description": "New terminal size.",
        "required": [
          "cols",
          "rows"
        ],
        "additionalProperties": false,
        "properties": {
          "cols": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535,
            "description": "Width in character cells."
          },
          "rows": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535,
            "description": "Height in character cells."
          }
        }
      }
    }
  },
  "attachPty": {
    "method": "GET",
    "path": "/pty/{id}/ws",
    "url": "/pty/:id/ws",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "id"
        ]
      }
    }
  },
  "proxyPortGet": {
    "method": "GET",
    "path": "/proxy/{port}",
    "url": "/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "port"
        ]
      }
    }
  },
  "proxyPortPut": {
    "method": "PUT",
    "path": "/proxy/{port}",
    "url": "/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "port"
        ]
      }
    }
  },
  "proxyPortPost": {
    "method": "POST",
    "path": "/proxy/{port}",
    "url": "/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "port"
        ]
      }
    }
  },
  "proxyPortDelete": {
    "method": "DELETE",
    "path": "/proxy/{port}",
    "url": "/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "port"
        ]
      }
    }
  },
  "proxyPortPatch": {
    "method": "PATCH",
    "path": "/proxy/{port}",
    "url": "/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "port"
        ]
      }
    }
  },
  "proxyPortHead": {
    "method": "HEAD",
    "path": "/proxy/{port}",
    "url": "/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "port"
        ]
      }
    }
  },
  "proxyPortOptions": {
    "method": "OPTIONS",
    "path": "/proxy/{port}",
    "url": "/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "port"
        ]
      }
    }
  },
  "proxyPortPathGet": {
    "method": "GET",
    "path": "/proxy/{port}/{path}",
    "url": "/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "port",
          "path"
        ]
      }
    }
  },
  "proxyPortPathPut": {
    "method": "PUT",
    "path": "/proxy/{port}/{path}",
    "url": "/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "port",
          "path"
        ]
      }
    }
  },
  "proxyPortPathPost": {
    "method": "POST",
    "path": "/proxy/{port}/{path}",
    "url": "/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "port",
          "path"
        ]
      }
    }
  },
  "proxyPortPathDelete": {
    "method": "DELETE",
    "path": "/proxy/{port}/{path}",
    "url": "/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "port",
          "path"
        ]
      }
    }
  },
  "proxyPortPathPatch": {
    "method": "PATCH",
    "path": "/proxy/{port}/{path}",
    "url": "/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "port",
          "path"
        ]
      }
    }
  },
  "proxyPortPathHead": {
    "method": "HEAD",
    "path": "/proxy/{port}/{path}",
    "url": "/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "port",
          "path"
        ]
      }
    }
  },
  "proxyPortPathOptions": {
    "method": "OPTIONS",
    "path": "/proxy/{port}/{path}",
    "url": "/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "port",
          "path"
        ]
      }
    }
  }
} as const;

export type OperationId = keyof typeof routes;

/** Every component schema, with references inlined. */
export const schemas = {
  "IsolationCapabilities": {
    "type": "object",
    "description": "What the isolator of the sandbox can do.",
    "required": [
      "available",
      "setpriv_available",
      "userns_available",
      "commit_supported",
      "diff_supported"
    ],
    "properties": {
      "available": {
        "type": "boolean",
        "description": "Whether isolated sessions can be created."
      },
      "isolator": {
        "type": "string",
        "description": "Isolator name (upstream uses `bubblewrap`); absent when there is none."
      },
      "version": {
        "type": "string",
        "description": "Isolator version; absent when there is none."
      },
      "message": {
        "type": "string",
        "description": "Why isolation is unavailable."
      },
      "setpriv_available": {
        "type": "boolean",
        "description": "Whether sessions can switch user with setpriv."
      },
      "userns_available": {
        "type": "boolean",
        "description": "Whether sessions can use a user namespace."
      },
      "commit_supported": {
        "type": "boolean",
        "description": "Whether session changes can be committed."
      },
      "diff_supported": {
        "type": "boolean",
        "description": "Whether session changes can be listed."
      }
    }
  },
  "ClaimRequest": {
    "type": "object",
    "description": "What a pooled sandbox becomes when it is handed over (see `claimSandbox`).",
    "required": [
      "token"
    ],
    "additionalProperties": false,
    "properties": {
      "token": {
        "type": "string",
        "minLength": 16,
        "maxLength": 256,
        "description": "The access token execd requires from now on."
      },
      "env": {
        "type": "object",
        "description": "Variables added to the environment of everything started afterwards.",
        "additionalProperties": {
          "type": "string"
        }
      },
      "unset": {
        "type": "array",
        "description": "Variables removed from that environment first (the pool's own).",
        "items": {
          "type": "string"
        }
      }
    }
  },
  "ErrorResponse": {
    "type": "object",
    "description": "Body of every error the daemon itself produces.",
    "required": [
      "code",
      "message"
    ],
    "additionalProperties": false,
    "properties": {
      "code": {
        "type": "string",
        "description": "Machine-readable error code; branch on this, not on `message`. Codes:\n- `INVALID_REQUEST_BODY`: body missing, not parseable or failing the schema.\n- `MISSING_QUERY`: a required query parameter is missing or invalid.\n- `INVALID_PARAMETER`: a path parameter or header is invalid, or the request is\n  malformed (e.g. a bad percent-escape in the path, unparsable HTTP).\n- `RUNTIME_ERROR`: the operation failed while executing.\n- `INVALID_FILE`: a path is not usable for the operation (e.g. a directory where a\n  file is expected, a symbolic link where a directory is listed, or a path the\n  caller may not use: permission denied, read-only file system).\n- `INVALID_FILE_CONTENT`: an upload's content part is missing or unreadable.\n- `INVALID_FILE_METADATA`: an upload's metadata part is missing or invalid.\n- `FILE_NOT_FOUND`: a path does not exist.\n- `UNKNOWN`: unexpected failure.\n- `CONTEXT_NOT_FOUND`: unknown code context.\n- `NOT_SUPPORTED`: the operation or language is not available in this sandbox.\n- `UNAUTHORIZED`: missing or wrong access token.\n- `COMMAND_NOT_FOUND`: unknown command id.\n- `SESSION_NOT_FOUND`: unknown shell session id.\n- `PTY_NOT_FOUND`: unknown terminal session id.\n- `CONFLICT`: the object's state does not allow the operation.\n- `ROUTE_NOT_FOUND`: no such route.\n- `PAYLOAD_TOO_LARGE`: the request body is over the daemon's limit.\n- `RANGE_NOT_SATISFIABLE`: a download `Range` lies outside the file.\n- `BAD_GATEWAY`: the port proxy found nothing answering on the port.\n- `SERVICE_UNAVAILABLE`: the feature (namespace isolation) is not available here, or\n  the daemon holds as many file watches as it allows.\n\nClients must treat codes they do not know as opaque.\n",
        "examples": [
          "FILE_NOT_FOUND"
        ]
      },
      "message": {
        "type": "string",
        "description": "Explanation for humans; wording may change."
      }
    }
  },
  "CodeContextRequest": {
    "type": "object",
    "description": "Settings of a new code context.",
    "properties": {
      "language": {
        "type": "string",
        "minLength": 1,
        "description": "Kernel language, e.g. `python`. Defaults to `python`."
      },
      "cwd": {
        "type": "string",
        "minLength": 1,
        "description": "Working directory of the kernel."
      }
    }
  },
  "CodeContext": {
    "type": "object",
    "description": "A code context.",
    "required": [
      "language"
    ],
    "properties": {
      "id": {
        "type": "string",
        "description": "Id of the context."
      },
      "language": {
        "type": "string",
        "description": "Kernel language."
      }
    }
  },
  "CodeContextSelector": {
    "type": "object",
    "description": "Which context a `runCode` call uses: `id` selects an existing context, `language`\nalone selects that language's default context. A full `CodeContext` is accepted.\n",
    "properties": {
      "id": {
        "type": "string",
        "minLength": 1,
        "description": "Id of an existing context."
      },
      "language": {
        "type": "string",
        "minLength": 1,
        "description": "Kernel language."
      }
    }
  },
  "RunCodeRequest": {
    "type": "object",
    "description": "Code to execute.",
    "required": [
      "code"
    ],
    "properties": {
      "context": {
        "type": "object",
        "description": "Which context a `runCode` call uses: `id` selects an existing context, `language`\nalone selects that language's default context. A full `CodeContext` is accepted.\n",
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1,
            "description": "Id of an existing context."
          },
          "language": {
            "type": "string",
            "minLength": 1,
            "description": "Kernel language."
          }
        }
      },
      "code": {
        "type": "string",
        "description": "Source code."
      }
    }
  },
  "CreateSessionRequest": {
    "type": "object",
    "description": "Settings of a new shell session.",
    "properties": {
      "cwd": {
        "type": "string",
        "minLength": 1,
        "description": "Initial working directory."
      }
    }
  },
  "CreateSessionResponse": {
    "type": "object",
    "description": "A new shell session.",
    "required": [
      "session_id"
    ],
    "properties": {
      "session_id": {
        "type": "string",
        "description": "Id of the session."
      }
    }
  },
  "RunInSessionRequest": {
    "type": "object",
    "description": "Command to run in a shell session.",
    "required": [
      "command"
    ],
    "properties": {
      "command": {
        "type": "string",
        "minLength": 1,
        "description": "Shell command line."
      },
      "cwd": {
        "type": "string",
        "minLength": 1,
        "description": "Working directory for this command (the session's own is used otherwise)."
      },
      "timeout": {
        "type": "integer",
        "format": "int64",
        "minimum": 0,
        "description": "Kill the command after this many milliseconds; 0 or omitted means no limit."
      }
    }
  },
  "RunCommandRequest": {
    "type": "object",
    "description": "Command to run; exactly one of `command` (shell text) and `argv` (no shell).",
    "oneOf": [
      {
        "required": [
          "command"
        ]
      },
      {
        "required": [
          "argv"
        ]
      }
    ],
    "dependentRequired": {
      "gid": [
        "uid"
      ]
    },
    "properties": {
      "command": {
        "type": "string",
        "minLength": 1,
        "description": "Shell command line, run with `bash -c`."
      },
      "argv": {
        "type": "array",
        "minItems": 1,
        "items": {
          "type": "string"
        },
        "description": "Executable and literal arguments, run without a shell (nothing is expanded). A bare\n`argv[0]` is looked up in the command's `PATH`, a relative one against `cwd`; it must\nnot be empty and no argument may contain NUL. An executable that cannot be started\nends the command with exit code 127. Upstream OpenSandbox's newer clients send it.\n"
      },
      "cwd": {
        "type": "string",
        "minLength": 1,
        "description": "Working directory (`~` and environment variables are expanded); must exist."
      },
      "background": {
        "type": "boolean",
        "default": false,
        "description": "Detach the command and return as soon as it has started."
      },
      "timeout": {
        "type": "integer",
        "format": "int64",
        "minimum": 0,
        "description": "Kill the command after this many milliseconds; 0 or omitted means no limit."
      },
      "uid": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "description": "Run as this user id."
      },
      "gid": {
        "type": "integer",
        "format": "int32",
        "minimum": 0,
        "description": "Run with this group id; requires `uid`."
      },
      "envs": {
        "type": "object",
        "description": "Extra environment variables for the command.",
        "additionalProperties": {
          "type": "string"
        }
      },
      "stdin": {
        "type": "boolean",
        "default": false,
        "description": "Give the command a stdin pipe fed by `writeCommandStdin` and closed by\n`closeCommandStdin` (extension). When false, stdin is `/dev/null`.\n"
      }
    }
  },
  "CommandStatusResponse": {
    "type": "object",
    "description": "State of a command.",
    "required": [
      "id",
      "running"
    ],
    "properties": {
      "id": {
        "type": "string",
        "description": "Id of the command."
      },
      "content": {
        "type": "string",
        "description": "The command line as submitted."
      },
      "running": {
        "type": "boolean",
        "description": "Whether the process is still running."
      },
      "exit_code": {
        "type": [
          "integer",
          "null"
        ],
        "format": "int32",
        "description": "Exit status once finished; absent or null while running."
      },
      "error": {
        "type": "string",
        "description": "Why the command failed to start or was killed, if it did or was."
      },
      "started_at": {
        "type": "string",
        "format": "date-time",
        "description": "Start time."
      },
      "finished_at": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "End time; absent or null while running."
      },
      "timed_out": {
        "type": "boolean",
        "description": "Extension. `true` when the command was killed because it reached its `timeout`; absent otherwise."
      }
    }
  },
  "ServerStreamEvent": {
    "type": "object",
    "description": "One event of an execution stream. Which fields are set depends on `type`:\n\n| `type` | meaning and fields |\n|---|---|\n| `init` | first event; `text` = id of the execution (command id, session id or context id) |\n| `stdout`, `stderr` | `text` = one line of output without its line terminator (an empty line is sent as `\"\\n\"`); with `partial: true`, output that does not end a line (see `partial`) |\n| `result` | `results` = rich result of a code cell by MIME type, plain text under `text` |\n| `execution_count` | `execution_count` = the kernel's cell counter |\n| `status` | `text` = kernel status information |\n| `error` | `error` = what failed; for shell commands `ename` is `CommandExecError` and `evalue` the exit status |\n| `execution_complete` | successful end; `execution_time` = duration in ms |\n| `ping` | keep-alive (every few seconds), `text` = `pong`; ignore it |\n\nEvery event may carry `timestamp`. Events are independent JSON objects; clients must\nignore fields they do not know.\n",
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "init",
          "stdout",
          "stderr",
          "result",
          "execution_count",
          "execution_complete",
          "error",
          "status",
          "ping"
        ],
        "description": "Kind of event."
      },
      "text": {
        "type": "string",
        "description": "Text payload (`init`, `stdout`, `stderr`, `status`, `ping`)."
      },
      "partial": {
        "type": "boolean",
        "description": "Extension of this implementation (`stdout`, `stderr`): `true` when `text` does not end\na line, so a client must not add a line terminator after it; the next event of the same\nstream continues the line. execd sends the start of a line that has waited 50 ms for\nits end (a prompt, a `\\r` progress bar) and a line longer than 65,536 characters in\npieces of that size, every piece but the last flagged. Absent means `false`. Clients\nthat ignore the field (upstream's) show each piece as a line of its own.\n"
      },
      "execution_count": {
        "type": "integer",
        "description": "Kernel cell counter (`execution_count`)."
      },
      "execution_time": {
        "type": "integer",
        "format": "int64",
        "minimum": 0,
        "description": "Duration of the execution in milliseconds (`execution_complete`)."
      },
      "timestamp": {
        "type": "integer",
        "format": "int64",
        "description": "When the event was produced, in milliseconds since the Unix epoch."
      },
      "results": {
        "type": "object",
        "description": "Result data by MIME type (`result` events), plain text under `text`, e.g.\n`{\"text\": \"42\", \"text/html\": \"<b>42</b>\"}`.\n",
        "additionalProperties": true
      },
      "error": {
        "type": "object",
        "description": "Failure reported by an `error` event.",
        "properties": {
          "ename": {
            "type": "string",
            "description": "Error class, e.g. `NameError`, or `CommandExecError` for a non-zero exit."
          },
          "evalue": {
            "type": "string",
            "description": "Error message; for `CommandExecError` the exit status as a decimal string."
          },
          "traceback": {
            "type": "array",
            "description": "Traceback lines, if any.",
            "items": {
              "type": "string"
            }
          },
          "timed_out": {
            "type": "boolean",
            "description": "Extension (shell commands): `true` when the command was killed because it reached its\n`timeout` (its exit status is then that of the signal, typically 143); absent otherwise.\n"
          }
        }
      }
    }
  },
  "ExecutionError": {
    "type": "object",
    "description": "Failure reported by an `error` event.",
    "properties": {
      "ename": {
        "type": "string",
        "description": "Error class, e.g. `NameError`, or `CommandExecError` for a non-zero exit."
      },
      "evalue": {
        "type": "string",
        "description": "Error message; for `CommandExecError` the exit status as a decimal string."
      },
      "traceback": {
        "type": "array",
        "description": "Traceback lines, if any.",
        "items": {
          "type": "string"
        }
      },
      "timed_out": {
        "type": "boolean",
        "description": "Extension (shell commands): `true` when the command was killed because it reached its\n`timeout` (its exit status is then that of the signal, typically 143); absent otherwise.\n"
      }
    }
  },
  "FileWatchEvent": {
    "type": "object",
    "description": "One event of `watchFiles` (extension). `create`: an entry appeared at `path` (created,\nor moved there); `write`: the file at `path` was written to or its metadata changed;\n`remove`: the entry at `path` is gone (deleted, or moved away). The kernel reports\nmoves as a `remove` of the old path and a `create` of the new one.\n",
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "ready",
          "create",
          "write",
          "remove",
          "overflow",
          "ping"
        ],
        "description": "Kind of event."
      },
      "path": {
        "type": "string",
        "description": "Absolute path of the entry that changed (`create`, `write`, `remove`); the watched directory (`ready`)."
      },
      "timestamp": {
        "type": "integer",
        "format": "int64",
        "description": "When the event was produced, in milliseconds since the Unix epoch."
      }
    }
  },
  "FileInfo": {
    "type": "object",
    "description": "Metadata of a filesystem entry.",
    "required": [
      "path",
      "size",
      "modified_at",
      "created_at",
      "owner",
      "group",
      "mode"
    ],
    "properties": {
      "path": {
        "type": "string",
        "description": "Absolute path."
      },
      "type": {
        "type": "string",
        "enum": [
          "file",
          "directory",
          "symlink",
          "other"
        ],
        "description": "Kind of entry."
      },
      "size": {
        "type": "integer",
        "format": "int64",
        "minimum": 0,
        "description": "Size in bytes."
      },
      "modified_at": {
        "type": "string",
        "format": "date-time",
        "description": "Last modification time."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "description": "Creation (or, where unavailable, status change) time."
      },
      "owner": {
        "type": "string",
        "description": "Owning user name (numeric id when the name is unknown)."
      },
      "group": {
        "type": "string",
        "description": "Owning group name (numeric id when the name is unknown)."
      },
      "mode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 7777,
        "description": "Permission bits written as octal digits in a decimal number, e.g. `644` for rw-r--r--."
      }
    }
  },
  "Permission": {
    "type": "object",
    "description": "Mode and ownership to apply to a path.",
    "properties": {
      "owner": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "description": "User name to own the path. `null` is the same as leaving it out (ownership unchanged); the official upstream clients send `null` for an unset owner."
      },
      "group": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "description": "Group name to own the path. `null` is the same as leaving it out."
      },
      "mode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 7777,
        "default": 755,
        "description": "Permission bits as octal digits in a decimal number (`755`, `644`, `600`)."
      }
    }
  },
  "PermissionMap": {
    "type": "object",
    "description": "Permission settings keyed by absolute path.",
    "minProperties": 1,
    "additionalProperties": {
      "type": "object",
      "description": "Mode and ownership to apply to a path.",
      "properties": {
        "owner": {
          "type": [
            "string",
            "null"
          ],
          "minLength": 1,
          "description": "User name to own the path. `null` is the same as leaving it out (ownership unchanged); the official upstream clients send `null` for an unset owner."
        },
        "group": {
          "type": [
            "string",
            "null"
          ],
          "minLength": 1,
          "description": "Group name to own the path. `null` is the same as leaving it out."
        },
        "mode": {
          "type": "integer",
          "minimum": 0,
          "maximum": 7777,
          "default": 755,
          "description": "Permission bits as octal digits in a decimal number (`755`, `644`, `600`)."
        }
      }
    }
  },
  "FileMetadata": {
    "type": "object",
    "description": "Target path and optional mode and ownership of an uploaded file.",
    "required": [
      "path"
    ],
    "properties": {
      "path": {
        "type": "string",
        "minLength": 1,
        "description": "Where to write the file."
      },
      "owner": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "description": "User name to own the file; `null` (what upstream clients send) as if absent."
      },
      "group": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "description": "Group name to own the file; `null` as if absent."
      },
      "mode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 7777,
        "description": "Permission bits as octal digits in a decimal number; defaults to `644`."
      }
    }
  },
  "UploadFilesForm": {
    "type": "object",
    "description": "Multipart form of `uploadFile`: `metadata` and `file` parts, repeated once per file\nand paired by position.\n",
    "required": [
      "metadata",
      "file"
    ],
    "properties": {
      "metadata": {
        "type": "array",
        "minItems": 1,
        "description": "One JSON part per file.",
        "items": {
          "type": "object",
          "description": "Target path and optional mode and ownership of an uploaded file.",
          "required": [
            "path"
          ],
          "properties": {
            "path": {
              "type": "string",
              "minLength": 1,
              "description": "Where to write the file."
            },
            "owner": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "User name to own the file; `null` (what upstream clients send) as if absent."
            },
            "group": {
              "type": [
                "string",
                "null"
              ],
              "minLength": 1,
              "description": "Group name to own the file; `null` as if absent."
            },
            "mode": {
              "type": "integer",
              "minimum": 0,
              "maximum": 7777,
              "description": "Permission bits as octal digits in a decimal number; defaults to `644`."
            }
          }
        }
      },
      "file": {
        "type": "array",
        "minItems": 1,
        "description": "One content part per file, in the same order as `metadata`.",
        "items": {
          "type": "string",
          "format": "binary"
        }
      }
    }
  },
  "RenameFileItem": {
    "type": "object",
    "description": "One move.",
    "required": [
      "src",
      "dest"
    ],
    "properties": {
      "src": {
        "type": "string",
        "minLength": 1,
        "description": "Current path."
      },
      "dest": {
        "type": "string",
        "minLength": 1,
        "description": "New path."
      }
    }
  },
  "ReplaceFileContentItem": {
    "type": "object",
    "description": "Text substitution for one file.",
    "required": [
      "old",
      "new"
    ],
    "properties": {
      "old": {
        "type": "string",
        "minLength": 1,
        "description": "Text to find (not empty)."
      },
      "new": {
        "type": "string",
        "description": "Replacement text (may be empty)."
      }
    }
  },
  "ReplaceFileContentResult": {
    "type": "object",
    "description": "Outcome for one file.",
    "required": [
      "replacedCount"
    ],
    "properties": {
      "replacedCount": {
        "type": "integer",
        "minimum": 0,
        "description": "Number of occurrences replaced (0 if `old` was not found)."
      }
    }
  },
  "Metrics": {
    "type": "object",
    "description": "Resource usage of the sandbox at one moment.",
    "required": [
      "cpu_count",
      "cpu_used_pct",
      "mem_total_mib",
      "mem_used_mib",
      "timestamp"
    ],
    "properties": {
      "cpu_count": {
        "type": "number",
        "description": "CPUs available to the sandbox (may be fractional under a CPU quota)."
      },
      "cpu_used_pct": {
        "type": "number",
        "minimum": 0,
        "description": "CPU usage in percent."
      },
      "mem_total_mib": {
        "type": "number",
        "minimum": 0,
        "description": "Memory available, in MiB (the sandbox's memory limit when it has one)."
      },
      "mem_used_mib": {
        "type": "number",
        "minimum": 0,
        "description": "Memory in use, in MiB."
      },
      "timestamp": {
        "type": "integer",
        "format": "int64",
        "description": "Sampling time in milliseconds since the Unix epoch."
      }
    }
  },
  "CreatePtyRequest": {
    "type": "object",
    "description": "Settings of a new terminal. All fields are optional.",
    "additionalProperties": false,
    "properties": {
      "command": {
        "type": "array",
        "minItems": 1,
        "description": "Program and arguments to run; defaults to an interactive `bash` (`sh` if bash is missing).",
        "items": {
          "type": "string"
        }
      },
      "cwd": {
        "type": "string",
        "minLength": 1,
        "description": "Working directory; defaults to the daemon's."
      },
      "env": {
        "type": "object",
        "description": "Extra environment variables.",
        "additionalProperties": {
          "type": "string"
        }
      },
      "cols": {
        "type": "integer",
        "minimum": 1,
        "maximum": 65535,
        "default": 80,
        "description": "Width in character cells."
      },
      "rows": {
        "type": "integer",
        "minimum": 1,
        "maximum": 65535,
        "default": 24,
        "description": "Height in character cells."
      }
    }
  },
  "PtySession": {
    "type": "object",
    "description": "A terminal session.",
    "required": [
      "id",
      "command",
      "pid",
      "cols",
      "rows",
      "running",
      "created_at"
    ],
    "properties": {
      "id": {
        "type": "string",
        "description": "Id of the session."
      },
      "command": {
        "type": "array",
        "description": "Program and arguments being run.",
        "items": {
          "type": "string"
        }
      },
      "pid": {
        "type": "integer",
        "minimum": 1,
        "description": "Process id of the program."
      },
      "cols": {
        "type": "integer",
        "minimum": 1,
        "description": "Current width."
      },
      "rows": {
        "type": "integer",
        "minimum": 1,
        "description": "Current height."
      },
      "running": {
        "type": "boolean",
        "description": "Whether the program is still running."
      },
      "exit_code": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Exit status once the program has ended (128 + signal number if killed by a signal); null or absent while running."
      },
      "created_at": {
        "type": "string",
        "format": "date-time",
        "description": "Start time."
      }
    }
  },
  "ResizePtyRequest": {
    "type": "object",
    "description": "New terminal size.",
    "required": [
      "cols",
      "rows"
    ],
    "additionalProperties": false,
    "properties": {
      "cols": {
        "type": "integer",
        "minimum": 1,
        "maximum": 65535,
        "description": "Width in character cells."
      },
      "rows": {
        "type": "integer",
        "minimum": 1,
        "maximum": 65535,
        "description": "Height in character cells."
      }
    }
  }
} as const;
